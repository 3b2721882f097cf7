import type { EntityManager } from '@mikro-orm/postgresql';
import { benchBarcode, type AdditionalDto, type BlockDto, type ParaffinDto, type SlideDto } from '@pathdesk/contracts';
import { patientNameSql } from '../../cases/sql/patient-name.js';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Blocks in code order: part letters, then the number (A2 before A10). */
const BLOCK_ORDER = `regexp_replace(b.code, '[0-9]+$', ''), substring(b.code from '[0-9]+$')::int`;

type BlockRow = Omit<BlockDto, 'barcode' | 'slides'>;
type SlideRow = Omit<SlideDto, 'barcode'>;

/** A case's blocks with their slides, and its own slides (without a block). */
export async function readBlocks(em: EntityManager, caseId: number): Promise<{ blocks: BlockDto[]; slides: SlideDto[] }> {
  return (await readBlocksOf(em, [caseId])).get(caseId)!;
}

/** The same for several cases in two statements (a FHIR search's page: not two per report), by case id. */
export async function readBlocksOf(em: EntityManager, caseIds: readonly number[]): Promise<Map<number, { blocks: BlockDto[]; slides: SlideDto[] }>> {
  const out = new Map(caseIds.map((id) => [id, { blocks: [] as BlockDto[], slides: [] as SlideDto[] }]));
  if (!caseIds.length) return out;
  const ids = [...new Set(caseIds)];
  const blocks = await em.execute<BlockRow[]>(
    `select b.id, b.case_id as "caseId", b.type, b.code, c.accession_no || ' ' || b.code as label, b.description,
            (select count(*) from additional_order o where o.block_id = b.id)::int as "orderCount",
            ${iso('b.created_at')} as "createdAt", b.created_by_username as "createdBy", b.version
       from bench_block b join pathology_case c on c.id = b.case_id
      where b.case_id in (?) order by b.case_id, ${BLOCK_ORDER}`,
    [ids],
  );
  const slides = await readSlides(em, 's.case_id in (?)', [ids]);
  const byBlock = new Map<number, SlideDto[]>();
  for (const slide of slides) if (slide.blockId !== null) byBlock.set(slide.blockId, [...(byBlock.get(slide.blockId) ?? []), slide]);
  for (const b of blocks) out.get(b.caseId)!.blocks.push({ ...b, barcode: benchBarcode('block', b.id), slides: byBlock.get(b.id) ?? [] });
  for (const s of slides) if (s.blockId === null) out.get(s.caseId)!.slides.push(s);
  return out;
}

async function readSlides(em: EntityManager, where: string, params: unknown[]): Promise<SlideDto[]> {
  const rows = await em.execute<SlideRow[]>(
    `select s.id, s.case_id as "caseId", s.block_id as "blockId", s.code, s.stain, o.id as "orderId", ${iso('s.created_at')} as "createdAt"
       from bench_slide s left join additional_order o on o.slide_id = s.id
      where ${where} order by s.id`,
    params,
  );
  return rows.map((s) => ({ ...s, barcode: benchBarcode('slide', s.id) }));
}

/** The columns of an AdditionalDto, from additional_order `o` joined to its case `c`, test `t`, block `b`. */
export const ADDITIONAL_COLUMNS = `o.id, o.case_id as "caseId", c.kind, c.accession_no as "accessionNo", ${patientNameSql('c')} as "patientName",
  o.block_id as "blockId", b.code as "blockCode", o.slide_id as "slideId",
  o.test_id as "testId", t.code as "testCode", t.name as "testName", t.category,
  o.status, o.note, o.result_note as "resultNote", o.price::text as price, o.price_source as "priceSource",
  o.ordered_by_username as "orderedBy", ${iso('o.ordered_at')} as "orderedAt",
  o.started_by_username as "startedBy", ${iso('o.started_at')} as "startedAt",
  o.done_by_username as "doneBy", ${iso('o.done_at')} as "doneAt",
  o.cancelled_by_username as "cancelledBy", ${iso('o.cancelled_at')} as "cancelledAt", o.cancel_reason as "cancelReason", o.version`;

const ADDITIONAL_JOINS = `join pathology_case c on c.id = o.case_id join lab_test t on t.id = o.test_id left join bench_block b on b.id = o.block_id`;
export const ADDITIONAL_FROM = `additional_order o ${ADDITIONAL_JOINS}`;
/** The orders of a CTE `page` (their ids), with their case, test and block. */
export const ADDITIONAL_FROM_PAGE = `page join additional_order o on o.id = page.id ${ADDITIONAL_JOINS}`;

export function toAdditionalDto(row: Omit<AdditionalDto, 'slideBarcode'>): AdditionalDto {
  return { ...row, slideBarcode: row.slideId === null ? null : benchBarcode('slide', row.slideId) };
}

export async function readAdditionals(em: EntityManager, where: string, params: unknown[]): Promise<AdditionalDto[]> {
  const rows = await em.execute<Omit<AdditionalDto, 'slideBarcode'>[]>(`select ${ADDITIONAL_COLUMNS} from ${ADDITIONAL_FROM} where ${where} order by o.ordered_at, o.id`, params);
  return rows.map(toAdditionalDto);
}

/** The columns of a ParaffinDto from paraffin_request `p`, its case `c` and hospital `h`; `?` is the lab's today. */
const PARAFFIN_COLUMNS = `p.id, p.case_id as "caseId", c.kind, c.accession_no as "accessionNo", ${patientNameSql('c')} as "patientName",
  p.requester, p.hospital_id as "hospitalId", h.name_th as "hospitalName",
  case when p.bill_hospital_id is not null then jsonb_build_object('type', 'hospital', 'id', p.bill_hospital_id, 'name', (select name_th from hospital where id = p.bill_hospital_id))
       when p.bill_company_id is not null then jsonb_build_object('type', 'company', 'id', p.bill_company_id, 'name', (select name from cfgvalue where id = p.bill_company_id)) end as "billTo",
  p.purpose,
  (select coalesce(jsonb_agg(item || jsonb_build_object('blockCode', b.code) order by ord), '[]'::jsonb)
     from jsonb_array_elements(p.items) with ordinality as e(item, ord) left join bench_block b on b.id = (item->>'blockId')::int) as items,
  p.status, p.sent_date::text as "sentDate", p.courier_note as "courierNote", p.due_back_date::text as "dueBackDate",
  p.returned_date::text as "returnedDate", p.fee::text as fee, p.note,
  (p.status = 'sent' and p.due_back_date < ?::date) as overdue,
  p.created_by_username as "createdBy", ${iso('p.created_at')} as "createdAt", ${iso('p.updated_at')} as "updatedAt", p.version`;

const PARAFFIN_FROM = `paraffin_request p join pathology_case c on c.id = p.case_id left join hospital h on h.id = p.hospital_id`;

export function readParaffins(em: EntityManager, today: string, where: string, params: unknown[], tail = 'order by p.created_at, p.id'): Promise<ParaffinDto[]> {
  return em.execute<ParaffinDto[]>(`select ${PARAFFIN_COLUMNS} from ${PARAFFIN_FROM} where ${where} ${tail}`, [today, ...params]);
}
