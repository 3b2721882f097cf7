import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../identity/actor.js';
import type { CustodyAction, CustodyEventDto } from '@pathdesk/contracts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An event as the API answers it, from custody_event `e`, custody_item `i`, pathology_case `c` and custody_location `l`. */
const EVENT_SELECT = `select e.id::int as id, e.action, i.barcode, i.kind as "itemKind", i.item_code as "itemCode", c.accession_no || ' ' || i.item_code as label,
       e.case_id as "caseId", c.kind as "caseKind", c.accession_no as "accessionNo", e.station,
       case when l.id is null then null else json_build_object('id', l.id, 'code', l.code, 'name', l.name) end as location,
       ${iso('e.at')} as at, e.actor_username as by, e.reason, e.override_reason as "overrideReason"
  from custody_event e join custody_item i on i.id = e.item_id join pathology_case c on c.id = e.case_id left join custody_location l on l.id = e.location_id`;

export interface NewEvent {
  itemId: number;
  caseId: number;
  action: CustodyAction;
  station?: string | null;
  locationId?: number | null;
  reason?: string | null;
  overrideReason?: string | null;
  disposalId?: number | null;
}

/**
 * Appends the event and moves the item's latest state to it, in the caller's transaction (the item
 * row is locked by lockItem). `status`/`locationId` are the item's state after it.
 */
export async function appendEvent(
  em: EntityManager,
  actor: Actor,
  event: NewEvent,
  state: { status: string; locationId: number | null; reason?: string | null },
): Promise<{ id: number; at: string }> {
  // One statement: the event appended and the item's latest state moved to it.
  const [row] = await em.execute<{ id: string; at: string }[]>(
    `with ev as (
       insert into custody_event (item_id, case_id, action, actor_id, actor_username, station, location_id, reason, override_reason, disposal_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id, at)
     update custody_item i set status = ?, last_event_id = ev.id, last_action = ?, last_at = ev.at, last_by = ?, location_id = ?, reason = ?
       from ev where i.id = ? returning ev.id, ${iso('ev.at')} as at`,
    [
      event.itemId,
      event.caseId,
      event.action,
      actor.id,
      actor.username,
      event.station ?? null,
      event.locationId ?? null,
      event.reason ?? null,
      event.overrideReason ?? null,
      event.disposalId ?? null,
      state.status,
      event.action,
      actor.username,
      state.locationId,
      state.reason ?? null,
      event.itemId,
    ],
  );
  return { id: Number(row!.id), at: row!.at };
}

export async function readEvent(em: EntityManager, id: number): Promise<CustodyEventDto> {
  const [row] = await em.execute<CustodyEventDto[]>(`${EVENT_SELECT} where e.id = ?`, [id]);
  return row!;
}

/**
 * A case's every event in order, with the time since the same item's previous event, as the JSON
 * text of `{"events": […]}` built by PostgreSQL from one index range (case_id, at): sent as it is,
 * so a case of 240 items is neither parsed nor serialised again in Node. `at` is ISO text in UTC
 * with milliseconds, so it sorts as the instants do.
 */
export async function readTimelineJson(em: EntityManager, caseId: number): Promise<string> {
  const [row] = await em.execute<{ body: string }[]>(
    `select json_build_object('events', coalesce(json_agg(t order by t.at, t.id), '[]'::json))::text as body from (
       select e.id::int as id, e.action, i.barcode, i.kind as "itemKind", i.item_code as "itemCode", e.station,
              case when e.location_id is null then null else (select json_build_object('id', l.id, 'code', l.code, 'name', l.name) from custody_location l where l.id = e.location_id) end as location,
              ${iso('e.at')} as at, e.actor_username as by, e.reason, e.override_reason as "overrideReason",
              (extract(epoch from e.at - lag(e.at) over (partition by e.item_id order by e.at, e.id)) * 1000)::bigint as "sincePreviousMs"
         from custody_event e join custody_item i on i.id = e.item_id where e.case_id = ?) t`,
    [caseId],
  );
  return row!.body;
}
