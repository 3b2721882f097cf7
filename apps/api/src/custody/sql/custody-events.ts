import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../identity/actor.js';
import type { CustodyAction, CustodyEventDto } from '@pathdesk/contracts';
import { preparedRows } from '../../common/prepared-query.js';
import type { TimelineCache } from '../domain/timeline-cache.js';

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

/** How many events a case has: its timeline changes only when this does (custody_event is append-only). */
const TIMELINE_EVENT_COUNT = `select count(*)::int from custody_event where case_id = ?`;

/** The case's items that have events: id, barcode, kind, code (they never change). */
const TIMELINE_ITEMS = `select i.id, i.barcode, i.kind, i.item_code from custody_item i
  where i.id in (select item_id from custody_event where case_id = ?) order by i.id`;

/** The locations the case's events name: id, code, name (a location may be renamed: read every time). */
const TIMELINE_LOCATIONS = `select l.id, l.code, l.name from custody_location l
  where l.id in (select location_id from custody_event where case_id = ?) order by l.id`;

/**
 * A case's events in order, as text columns: id, item, action, at (ISO, UTC, milliseconds), by,
 * station, location, reason, override reason. The time since each item's previous event is counted
 * below from `at` (a window over the case's events cost PostgreSQL more than the rest of the read).
 */
const TIMELINE_EVENTS = `select e.id::text, e.item_id, e.action, ${iso('e.at')}, e.actor_username, e.station, e.location_id::text, e.reason, e.override_reason
  from custody_event e where e.case_id = ? order by e.at, e.id`;

/**
 * A case's timeline as the UTF-8 JSON of TimelineResponse: each item and location named once, its
 * events referring to them by id, and an event leaving out the fields it does not have (a case of
 * 240 items and 1,210 events: ~175 KB, against ~290 KB with the item in each event — most of the
 * cost of answering is writing it and collecting its garbage: docs/operations.md "Custody at
 * scale"). The items and events are kept (`cache`) until the case's next event, and the answer's
 * bytes while its locations read the same; the rows come as arrays and are written here into one
 * string (appended, the few names an event repeats quoted once), which the controller sends as it is.
 */
export async function readTimeline(em: EntityManager, caseId: number, cache: TimelineCache): Promise<Buffer> {
  const [[count]] = (await preparedRows(em, TIMELINE_EVENT_COUNT, [caseId])) as [[number]];
  let kept = cache.get(caseId, count);
  if (!kept) {
    const [items, events] = await Promise.all([preparedRows(em, TIMELINE_ITEMS, [caseId]), preparedRows(em, TIMELINE_EVENTS, [caseId])]);
    kept = { events: events.length, itemsJson: itemsJson(items as ItemRow[]), eventsJson: eventsJson(events as EventRow[]) };
    cache.keep(caseId, kept);
  }
  // After the events: a location named by an event just read is there.
  const locations = locationsJson((await preparedRows(em, TIMELINE_LOCATIONS, [caseId])) as LocationRow[]);
  if (kept.answer?.locationsJson !== locations) {
    kept.answer = { locationsJson: locations, bytes: Buffer.from(`{"items":[${kept.itemsJson}],"locations":[${locations}],"events":[${kept.eventsJson}]}`) };
  }
  return kept.answer.bytes;
}

type ItemRow = [number, string, string, string];
type LocationRow = [number, string, string];
type EventRow = [string, number, string, string, string | null, string | null, string | null, string | null, string | null];

const itemsJson = (rows: ItemRow[]) =>
  rows.map(([id, barcode, kind, code]) => `{"id":${id},"barcode":${JSON.stringify(barcode)},"itemKind":"${kind}","itemCode":${JSON.stringify(code)}}`).join(',');

const locationsJson = (rows: LocationRow[]) => rows.map(([id, code, name]) => `{"id":${id},"code":${JSON.stringify(code)},"name":${JSON.stringify(name)}}`).join(',');

function eventsJson(rows: EventRow[]): string {
  const quoted = new Map<string, string>();
  const quote = (text: string) => {
    let json = quoted.get(text);
    if (json === undefined) quoted.set(text, (json = JSON.stringify(text)));
    return json;
  };
  let json = '';
  // Each item's last event so far: the events come in order, so it is the item's previous one.
  const previousAt = new Map<number, number>();
  for (const [id, item, action, at, by, station, location, reason, overrideReason] of rows) {
    const ms = Date.parse(at);
    const previous = previousAt.get(item);
    previousAt.set(item, ms);
    if (json) json += ',';
    json += `{"id":${id},"item":${item},"action":"${action}","at":"${at}","by":${by === null ? 'null' : quote(by)},"sincePreviousMs":${previous === undefined ? 'null' : ms - previous}`;
    if (station !== null) json += `,"station":${quote(station)}`;
    if (location !== null) json += `,"location":${location}`;
    if (reason !== null) json += `,"reason":${JSON.stringify(reason)}`;
    if (overrideReason !== null) json += `,"overrideReason":${JSON.stringify(overrideReason)}`;
    json += '}';
  }
  return json;
}
