import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocationDto, LocationRef } from '@pathdesk/contracts';

export const LOCATION_SELECT = `select id, code, name, kind, parent_id as "parentId", active, version from custody_location`;

/** An active location by its code (scanned from the box's label), else 400 at `field`. */
export async function activeLocation(em: EntityManager, code: string, field = 'location'): Promise<LocationRef> {
  const [row] = await em.execute<(LocationRef & { active: boolean })[]>(`select id, code, name, active from custody_location where code = ?`, [code.toUpperCase()]);
  if (!row) throw new BadRequestException({ message: `No archive location has the code ${code}.`, errors: [{ field, message: 'names no location' }], code: 'unknown_location' });
  if (!row.active)
    throw new BadRequestException({
      message: `Location ${row.code} (${row.name}) is no longer in use.`,
      errors: [{ field, message: 'is no longer in use' }],
      code: 'unknown_location',
    });
  return { id: row.id, code: row.code, name: row.name };
}

export async function readLocations(em: EntityManager): Promise<LocationDto[]> {
  return em.execute<LocationDto[]>(`${LOCATION_SELECT} order by code`);
}
