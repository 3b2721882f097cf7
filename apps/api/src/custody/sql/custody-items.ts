import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  benchBarcode,
  labDay,
  parseBenchBarcode,
  parseRequisitionBarcode,
  parseSpecimenBarcode,
  requisitionBarcode,
  specimenBarcode,
  type CaseKind,
  type CaseStatus,
  type CustodyAction,
  type CustodyItemKind,
  type CustodyStatus,
} from '@pathdesk/contracts';

/** What a scanned code names, before its custody row exists. */
export interface ItemIdentity {
  barcode: string;
  kind: CustodyItemKind;
  caseId: number;
  caseKind: CaseKind;
  caseStatus: CaseStatus;
  accessionNo: string;
  blockId: number | null;
  slideId: number | null;
  /** A1, A1-2, container 1, requisition. */
  itemCode: string;
}

/** An item's custody row: its identity and latest state (locked by `lockItem`). */
export interface CustodyItem extends ItemIdentity {
  id: number;
  status: CustodyStatus;
  lastAction: CustodyAction | null;
  lastAt: Date | null;
  lastBy: string | null;
  locationId: number | null;
  reason: string | null;
}

const CASE_COLUMNS = `c.id as "caseId", c.kind as "caseKind", c.status as "caseStatus", c.accession_no as "accessionNo"`;

function unknownCode(code: string, field = 'code'): BadRequestException {
  return new BadRequestException({
    ...coded('not_a_label', { code }),
    errors: [{ field, message: 'is not a specimen, block, slide or requisition code' }],
  });
}

function noSuchItem(code: string, field = 'code'): NotFoundException {
  return new NotFoundException({ ...coded('no_item_with_code', { code }), errors: [{ field, message: 'names nothing in PathDesk' }] });
}

/** A scanned or typed code → what it names (400 when it is no code, 404 when it names nothing). */
export async function identify(em: EntityManager, raw: string, field = 'code'): Promise<ItemIdentity> {
  const code = raw.trim().toUpperCase();
  const bench = parseBenchBarcode(code);
  const specimen = parseSpecimenBarcode(code);
  const requisition = parseRequisitionBarcode(code);
  let rows: Omit<ItemIdentity, 'barcode' | 'kind'>[];
  if (bench?.target === 'block') {
    rows = await em.execute(
      `select ${CASE_COLUMNS}, b.id as "blockId", null::int as "slideId", b.code as "itemCode" from bench_block b join pathology_case c on c.id = b.case_id where b.id = ?`,
      [bench.id],
    );
  } else if (bench?.target === 'slide') {
    rows = await em.execute(
      `select ${CASE_COLUMNS}, s.block_id as "blockId", s.id as "slideId", s.code as "itemCode" from bench_slide s join pathology_case c on c.id = s.case_id where s.id = ?`,
      [bench.id],
    );
  } else if (specimen) {
    rows = await em.execute(
      `select ${CASE_COLUMNS}, null::int as "blockId", null::int as "slideId", 'container ' || ? as "itemCode" from pathology_case c where c.id = ? and c.containers >= ?`,
      [specimen.container, specimen.caseId, specimen.container],
    );
  } else if (requisition) {
    rows = await em.execute(`select ${CASE_COLUMNS}, null::int as "blockId", null::int as "slideId", 'requisition' as "itemCode" from pathology_case c where c.id = ?`, [
      requisition.caseId,
    ]);
  } else {
    throw unknownCode(code, field);
  }
  const [row] = rows;
  if (!row) throw noSuchItem(code, field);
  const kind: CustodyItemKind = bench ? bench.target : specimen ? 'specimen' : 'requisition';
  const barcode = bench ? benchBarcode(bench.target, bench.id) : specimen ? specimenBarcode(specimen.caseId, specimen.container) : requisitionBarcode(requisition!.caseId);
  return { ...row, barcode, kind };
}

const ITEM_COLUMNS = `id, status, last_action as "lastAction", last_at as "lastAt", last_by as "lastBy", location_id as "locationId", reason`;

/**
 * An item already in custody, by its scanned code, locked for the caller's transaction: one round
 * trip for the common case (an item scanned before). Null when the code has no custody row yet.
 */
export async function lockKnownItem(em: EntityManager, raw: string): Promise<CustodyItem | null> {
  const [row] = await em.execute<CustodyItem[]>(
    `select i.barcode, i.kind, ${CASE_COLUMNS}, i.block_id as "blockId", i.slide_id as "slideId", i.item_code as "itemCode",
            i.id, i.status, i.last_action as "lastAction", i.last_at as "lastAt", i.last_by as "lastBy", i.location_id as "locationId", i.reason
       from custody_item i join pathology_case c on c.id = i.case_id where i.barcode = ? for update of i`,
    [canonicalCode(raw)],
  );
  return row ?? null;
}

/** The code as custody stores it (BLK-12, not blk-0012); the text upper-cased when it is no code. */
function canonicalCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  const bench = parseBenchBarcode(code);
  if (bench) return benchBarcode(bench.target, bench.id);
  const specimen = parseSpecimenBarcode(code);
  if (specimen) return specimenBarcode(specimen.caseId, specimen.container);
  const requisition = parseRequisitionBarcode(code);
  return requisition ? requisitionBarcode(requisition.caseId) : code;
}

/** The item's custody row, created on its first scan and locked for the caller's transaction. */
export async function lockItem(em: EntityManager, item: ItemIdentity): Promise<CustodyItem> {
  const select = `select ${ITEM_COLUMNS} from custody_item where barcode = ? for update`;
  let [row] = await em.execute<Omit<CustodyItem, keyof ItemIdentity>[]>(select, [item.barcode]);
  if (!row) {
    await em.execute(`insert into custody_item (barcode, kind, case_id, block_id, slide_id, item_code) values (?, ?, ?, ?, ?, ?) on conflict (barcode) do nothing`, [
      item.barcode,
      item.kind,
      item.caseId,
      item.blockId,
      item.slideId,
      item.itemCode,
    ]);
    [row] = await em.execute<Omit<CustodyItem, keyof ItemIdentity>[]>(select, [item.barcode]);
  }
  return { ...item, ...row! };
}

/** 409 for an item of a cancelled case, or one disposed of: neither takes another step. */
export function assertActive(item: CustodyItem): void {
  if (item.caseStatus === 'cancelled') {
    throw new ConflictException({
      message: `${item.accessionNo} was cancelled: ${labelOf(item)} takes no custody step.`,
      errors: [{ field: 'code', message: 'belongs to a cancelled case' }],
      code: 'case_cancelled',
    });
  }
  if (item.status === 'disposed') {
    throw new ConflictException({
      message: `${labelOf(item)} (${item.barcode}) was disposed of${item.lastAt ? ` on ${labDay(item.lastAt)}` : ''}: it can no longer be scanned.`,
      errors: [{ field: 'code', message: 'was disposed of' }],
      code: 'disposed',
    });
  }
}

/** "S69-00042 A1" */
export function labelOf(item: Pick<ItemIdentity, 'accessionNo' | 'itemCode'>): string {
  return `${item.accessionNo} ${item.itemCode}`;
}
