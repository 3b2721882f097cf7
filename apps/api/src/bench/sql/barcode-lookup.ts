import { coded } from '@pathdesk/contracts';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseBenchBarcode, type BarcodeDto } from '@pathdesk/contracts';

/** A scanned code (BLK-…, SLD-…) → its case, block and slide, so the web opens the case there. */
export async function lookupBarcode(em: EntityManager, code: string): Promise<BarcodeDto> {
  const parsed = parseBenchBarcode(code);
  if (!parsed) throw new BadRequestException({ ...coded('not_a_block_or_slide_barcode', { code }), errors: [{ field: 'code', message: 'is not BLK-… or SLD-…' }] });
  const sql =
    parsed.target === 'block'
      ? `select b.case_id as "caseId", c.kind, c.accession_no as "accessionNo", b.id as "blockId", b.code as "blockCode",
                null::int as "slideId", null::text as "slideCode", null::int as "orderId"
           from bench_block b join pathology_case c on c.id = b.case_id where b.id = ?`
      : `select s.case_id as "caseId", c.kind, c.accession_no as "accessionNo", s.block_id as "blockId", b.code as "blockCode",
                s.id as "slideId", s.code as "slideCode", o.id as "orderId"
           from bench_slide s join pathology_case c on c.id = s.case_id left join bench_block b on b.id = s.block_id
           left join additional_order o on o.slide_id = s.id and o.status in ('ordered', 'in_progress')
          where s.id = ?`;
  const [row] = await em.execute<Omit<BarcodeDto, 'code' | 'target'>[]>(sql, [parsed.id]);
  if (!row)
    throw new NotFoundException({
      ...coded('no_target_has_barcode', { target: parsed.target, code }),
      errors: [{ field: 'code', ...coded('names_no_target', { target: parsed.target }) }],
    });
  return { code: code.trim().toUpperCase(), target: parsed.target, ...row };
}
