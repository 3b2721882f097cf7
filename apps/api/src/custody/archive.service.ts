import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { parseBenchBarcode, parseRequisitionBarcode, parseSpecimenBarcode, type LocationDto, type WhereaboutsDto } from '@pathdesk/contracts';
import type { createLocationSchema, updateLocationSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { identify } from './sql/custody-items.js';
import { LOCATION_SELECT, readLocations } from './sql/custody-locations.js';

type CreateLocation = z.output<typeof createLocationSchema>;
type UpdateLocation = z.output<typeof updateLocationSchema>;

const LOCATION_ENTITY = 'custody_location';
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every block and slide of the cases asked for (`where`), with its latest custody state (or
 * not-scanned) and an open loan (a paraffin request sent and not back, or kept).
 */
const WHEREABOUTS = (blockWhere: string, slideWhere: string) => `
  with items as (
    select 'BLK-' || b.id as barcode, 'block' as kind, b.code as item_code, b.case_id, b.id as block_id,
           regexp_replace(b.code, '[0-9]+$', '') as k1, substring(b.code from '[0-9]+$')::int as k2, 0 as k3
      from bench_block b where ${blockWhere}
    union all
    select 'SLD-' || s.id, 'slide', s.code, s.case_id, s.block_id,
           coalesce(regexp_replace(k.code, '[0-9]+$', ''), '~'), coalesce(substring(k.code from '[0-9]+$')::int, 0), substring(s.code from '[0-9]+$')::int
      from bench_slide s left join bench_block k on k.id = s.block_id where ${slideWhere}
  )
  select x.barcode, x.kind as "itemKind", x.item_code as "itemCode", c.accession_no || ' ' || x.item_code as label, c.id as "caseId", c.kind as "caseKind",
         c.accession_no as "accessionNo", coalesce(i.status, 'not-scanned') as status, i.last_action as "lastAction",
         ${iso('i.last_at')} as "lastAt", i.last_by as "lastBy", case when i.status = 'retrieved' then i.reason end as reason,
         case when l.id is null then null else json_build_object('id', l.id, 'code', l.code, 'name', l.name) end as location,
         (select json_build_object('requestId', p.id, 'requester', p.requester, 'hospitalName', h.name_th, 'sentDate', p.sent_date, 'dueBackDate', p.due_back_date, 'status', p.status)
            from paraffin_request p left join hospital h on h.id = p.hospital_id
           where p.case_id = x.case_id and p.status in ('sent', 'kept') and x.kind = 'block'
             and p.items @> jsonb_build_array(jsonb_build_object('blockId', x.block_id, 'type', 'block'))
           order by p.id desc limit 1) as loan
    from items x join pathology_case c on c.id = x.case_id
    left join custody_item i on i.barcode = x.barcode left join custody_location l on l.id = i.location_id
   order by c.accession_no, x.k1, x.k2, x.k3, x.kind`;

/**
 * The archive: where each block and slide is ("where is S69-00042 A2?": its last step and location,
 * or on loan to …), and the locations lookup list (cabinet / drawer / box; retired, never deleted).
 */
@Injectable()
export class ArchiveService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** `q`: a barcode, an accession number, or an accession number and a block or slide code ("S69-00042 A2"). */
  async whereabouts(q: string): Promise<WhereaboutsDto[]> {
    const text = q.trim().toUpperCase().replace(/\s+/g, ' ');
    if (parseBenchBarcode(text) || parseSpecimenBarcode(text) || parseRequisitionBarcode(text)) {
      const item = await identify(this.em, text, 'q');
      if (item.kind === 'specimen' || item.kind === 'requisition') return this.others(item.barcode);
      return item.kind === 'block' ? this.read('b.id = ?', 'false', [item.blockId]) : this.read('false', 's.id = ?', [item.slideId]);
    }
    const [accession, code, ...rest] = text.split(' ');
    if (rest.length || !/^[A-Z]{1,4}[0-9]{2}-[0-9]{1,6}$/.test(accession!) || (code !== undefined && !/^([A-Z]{1,2}[0-9]{1,3}(-[0-9]{1,3})?|S[0-9]{1,3})$/.test(code))) {
      throw new BadRequestException({
        message: `${q} is neither a label code nor an accession number (with a block or slide code, e.g. S69-00042 A2).`,
        errors: [{ field: 'q', message: 'is not a code or an accession number' }],
        code: 'bad_whereabouts_query',
      });
    }
    const [theCase] = await this.em.execute<{ id: number }[]>(`select id from pathology_case where accession_no = ?`, [accession]);
    if (!theCase)
      throw new NotFoundException({ message: `No case has the accession number ${accession}.`, errors: [{ field: 'q', message: 'names no case' }], code: 'unknown_accession' });
    const id = theCase.id;
    let found: WhereaboutsDto[];
    if (code === undefined) found = await this.read('b.case_id = ?', 's.case_id = ?', [id, id]);
    else if (code.includes('-') || /^S[0-9]/.test(code)) found = await this.read('false', 's.case_id = ? and s.code = ?', [id, code]);
    // A block answers with the slides cut from it.
    else found = await this.read('b.case_id = ? and b.code = ?', 's.block_id in (select id from bench_block where case_id = ? and code = ?)', [id, code, id, code]);
    if (!found.length)
      throw new NotFoundException({
        message: `${accession} has no block or slide ${code ?? ''}.`.replace(' .', '.'),
        errors: [{ field: 'q', message: 'names no block or slide of the case' }],
        code: 'unknown_item',
      });
    return found;
  }

  private read(blockWhere: string, slideWhere: string, params: unknown[]): Promise<WhereaboutsDto[]> {
    return this.em.execute<WhereaboutsDto[]>(WHEREABOUTS(blockWhere, slideWhere), params);
  }

  /** A specimen container or a requisition: its custody row only. */
  private async others(barcode: string): Promise<WhereaboutsDto[]> {
    return this.em.execute<WhereaboutsDto[]>(
      `select i.barcode, i.kind as "itemKind", i.item_code as "itemCode", c.accession_no || ' ' || i.item_code as label, c.id as "caseId", c.kind as "caseKind",
              c.accession_no as "accessionNo", i.status, i.last_action as "lastAction", ${iso('i.last_at')} as "lastAt", i.last_by as "lastBy",
              case when i.status = 'retrieved' then i.reason end as reason,
              case when l.id is null then null else json_build_object('id', l.id, 'code', l.code, 'name', l.name) end as location, null as loan
         from custody_item i join pathology_case c on c.id = i.case_id left join custody_location l on l.id = i.location_id where i.barcode = ?`,
      [barcode],
    );
  }

  listLocations(): Promise<LocationDto[]> {
    return readLocations(this.em);
  }

  async createLocation(actor: Actor, request: CreateLocation): Promise<LocationDto> {
    return this.em.transactional(async (em) => {
      await this.assertFree(em, request.code, null);
      if (request.parentId) await this.assertParent(em, request.parentId, null);
      const [row] = await em.execute<{ id: number }[]>(`insert into custody_location (code, name, kind, parent_id) values (?, ?, ?, ?) returning id`, [
        request.code,
        request.name,
        request.kind,
        request.parentId ?? null,
      ]);
      const location = await readLocation(em, row!.id);
      this.audit.record(actor, { action: 'create', entity: LOCATION_ENTITY, entityId: location.id, after: { ...location } }, em);
      await em.flush();
      return location;
    });
  }

  async updateLocation(actor: Actor, id: number, request: UpdateLocation): Promise<LocationDto> {
    return this.em.transactional(async (em) => {
      const [locked] = await em.execute<{ id: number }[]>(`select id from custody_location where id = ? for update`, [id]);
      if (!locked) throw new NotFoundException({ message: `There is no location ${id}.`, code: 'unknown_location' });
      const before = await readLocation(em, id);
      if (request.version !== before.version)
        throw new ConflictException({
          message: 'The location was changed by someone else; reload it.',
          errors: [{ field: 'version', message: 'is not the latest' }],
          code: 'stale_version',
        });
      if (request.code !== undefined && request.code !== before.code) await this.assertFree(em, request.code, id);
      if (request.parentId) await this.assertParent(em, request.parentId, id);
      if (request.active === false && before.active) {
        const [{ count }] = await em.execute<{ count: number }[]>(`select count(*)::int as count from custody_item where location_id = ? and status = 'filed'`, [id]);
        if (count)
          throw new ConflictException({
            ...coded('location_in_use', { code: before.code, count }),
            errors: [{ field: 'active', message: 'the location still holds items' }],
            code: 'location_in_use',
            params: { code: before.code, count },
          });
      }
      const after = {
        code: request.code ?? before.code,
        name: request.name ?? before.name,
        kind: request.kind ?? before.kind,
        parentId: request.parentId === undefined ? before.parentId : request.parentId,
        active: request.active ?? before.active,
      };
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
      if (!changed.length) return before;
      await em.execute(`update custody_location set code = ?, name = ?, kind = ?, parent_id = ?, active = ?, version = version + 1 where id = ?`, [
        after.code,
        after.name,
        after.kind,
        after.parentId,
        after.active,
        id,
      ]);
      this.audit.record(actor, { action: 'update', entity: LOCATION_ENTITY, entityId: id, before: pick(before, changed), after: pick(after, changed) }, em);
      await em.flush();
      return readLocation(em, id);
    });
  }

  private async assertFree(em: EntityManager, code: string, self: number | null): Promise<void> {
    const [taken] = await em.execute<{ id: number }[]>(`select id from custody_location where code = ? and id is distinct from ?`, [code, self]);
    if (taken)
      throw new BadRequestException({
        message: `Invalid input — code: ${code} is taken`,
        errors: [{ field: 'code', message: 'is taken by another location' }],
        code: 'invalid_input',
      });
  }

  /** The parent exists and is not the location itself nor one inside it. */
  private async assertParent(em: EntityManager, parentId: number, self: number | null): Promise<void> {
    const [row] = await em.execute<{ loops: boolean }[]>(
      `with recursive up as (select id, parent_id from custody_location where id = ? union all select l.id, l.parent_id from custody_location l join up on l.id = up.parent_id)
       select bool_or(id = ?) as loops from up having count(*) > 0`,
      [parentId, self],
    );
    if (!row)
      throw new BadRequestException({
        message: 'Invalid input — parentId: names no location',
        errors: [{ field: 'parentId', message: 'names no location' }],
        code: 'invalid_input',
      });
    if (row.loops)
      throw new BadRequestException({
        message: 'Invalid input — parentId: is the location itself or inside it',
        errors: [{ field: 'parentId', message: 'is the location itself or inside it' }],
        code: 'invalid_input',
      });
  }
}

async function readLocation(em: EntityManager, id: number): Promise<LocationDto> {
  const [row] = await em.execute<LocationDto[]>(`${LOCATION_SELECT} where id = ?`, [id]);
  return row!;
}

function pick<T extends object>(value: T, keys: (keyof T)[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, value[k]]));
}
