import type { EntityManager } from '@mikro-orm/postgresql';
import type { DoctorDto } from '@pathdesk/contracts';

/**
 * Doctors read straight into their DTOs, without entities: lists answer up to 100 doctors a
 * request, and hydrating entities for them (identity map, change-tracking snapshots) cost more CPU
 * than the whole query (measured with tools/bench/lookups.mjs). The columns are named as the DTO's
 * fields; the update time comes in epoch milliseconds.
 */
type DoctorRow = Omit<DoctorDto, 'updatedAt'> & { updatedMs: number };

const SELECT = `select d.id, d.title, d.name, d.licence_no as "licenceNo", d.hospital_id as "hospitalId", h.name_th as "hospitalName", d.phone, d.active,
  floor(extract(epoch from d.updated_at) * 1000)::float8 as "updatedMs"
  from doctor d join hospital h on h.id = d.hospital_id`;

function rowToDoctorDto({ updatedMs, ...doctor }: DoctorRow): DoctorDto {
  return { ...doctor, updatedAt: new Date(Number(updatedMs)).toISOString() };
}

/** The doctors with these ids, in the order of `ids`. */
export async function doctorsById(em: EntityManager, ids: readonly number[]): Promise<DoctorDto[]> {
  if (!ids.length) return [];
  const rows = await em.execute<DoctorRow[]>(`${SELECT} where d.id in (?)`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [rowToDoctorDto(row)] : [];
  });
}

/** The active doctors of a hospital, by name. */
export async function activeDoctorsOf(em: EntityManager, hospitalId: number): Promise<DoctorDto[]> {
  const rows = await em.execute<DoctorRow[]>(`${SELECT} where d.hospital_id = ? and d.active order by d.name, d.id`, [hospitalId]);
  return rows.map(rowToDoctorDto);
}
