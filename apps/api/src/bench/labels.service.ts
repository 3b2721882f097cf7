import { coded } from '@pathdesk/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { benchBarcode, labDay, labDayBounds, type CaseKind } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { PdfService } from '../pdf/pdf.service.js';
import { readBenchCase } from './domain/bench-case.js';
import { containerLabel, labelSheetHtml, type Label } from './labels/label-sheet.js';
import { patientNameSql } from '../cases/sql/patient-name.js';

interface LabelRow {
  target: 'block' | 'slide';
  id: number;
  accessionNo: string;
  code: string;
  patientName: string;
  detail: string;
}

/** Each block then its slides, in code order (part letters, number, slide number); then the case's own slides. */
const LABEL_ROWS = (blockWhere: string) => `
  select 'block' as target, b.id, c.accession_no as "accessionNo", b.code, ${patientNameSql('c')} as "patientName",
         case b.type when 'cassette' then 'cassette' else 'cell block' end as detail,
         c.accession_no as k1, regexp_replace(b.code, '[0-9]+$', '') as k2, substring(b.code from '[0-9]+$')::int as k3, 0 as k4
    from bench_block b join pathology_case c on c.id = b.case_id where ${blockWhere}
  union all
  select 'slide', s.id, c.accession_no, s.code, ${patientNameSql('c')}, s.stain,
         c.accession_no, coalesce(regexp_replace(b.code, '[0-9]+$', ''), '~'), coalesce(substring(b.code from '[0-9]+$')::int, 0),
         substring(s.code from '[0-9]+$')::int
    from bench_slide s join pathology_case c on c.id = s.case_id left join bench_block b on b.id = s.block_id
   where s.block_id in (select b.id from bench_block b join pathology_case c on c.id = b.case_id where ${blockWhere})
  order by k1, k2, k3, k4`;

/**
 * Label sheets (PDF, the shared Chromium): a case's cassettes and slides, or every block grossed on
 * a lab day with its slides. Printing names patients, so each sheet is a 'print' in the audit log.
 */
@Injectable()
export class LabelsService {
  constructor(
    private readonly em: EntityManager,
    private readonly pdf: PdfService,
    private readonly audit: AuditService,
  ) {}

  async ofCase(actor: Actor, kind: CaseKind, caseId: number): Promise<{ pdf: Uint8Array; filename: string }> {
    const theCase = await readBenchCase(this.em, kind, caseId);
    const rows = await this.em.execute<LabelRow[]>(LABEL_ROWS('b.case_id = ?'), [caseId, caseId]);
    const own = await this.em.execute<LabelRow[]>(
      `select 'slide' as target, s.id, c.accession_no as "accessionNo", s.code, ${patientNameSql('c')} as "patientName", s.stain as detail
         from bench_slide s join pathology_case c on c.id = s.case_id where s.case_id = ? and s.block_id is null order by s.id`,
      [caseId],
    );
    // Issue 24.8: a case without blocks gets its specimen containers' labels, never an empty sheet.
    const containers = rows.length ? [] : await this.containerLabels(caseId);
    const pdf = await this.pdf.render(labelSheetHtml([...containers, ...this.labels([...rows, ...own])]));
    await this.printed(actor, `case:${caseId}`, containers.length + rows.length + own.length);
    return { pdf, filename: `${theCase.accessionNo}-labels.pdf` };
  }

  async ofDay(actor: Actor, day: string = labDay()): Promise<{ pdf: Uint8Array; filename: string; count: number }> {
    const { start, end } = labDayBounds(day);
    const rows = await this.em.execute<LabelRow[]>(LABEL_ROWS('b.created_at >= ? and b.created_at < ?'), [start, end, start, end]);
    // Issue 24.8: never an empty sheet.
    if (!rows.length) throw new NotFoundException(coded('no_block_grossed_on_day', { day }));
    const pdf = await this.render(rows);
    await this.printed(actor, `day:${day}`, rows.length);
    return { pdf, filename: `labels-${day}.pdf`, count: rows.length };
  }

  private render(rows: readonly LabelRow[]): Promise<Uint8Array> {
    return this.pdf.render(labelSheetHtml(this.labels(rows)));
  }

  private labels(rows: readonly LabelRow[]): Label[] {
    return rows.map((r) => ({ barcode: benchBarcode(r.target, r.id), accessionNo: r.accessionNo, code: r.code, patientName: r.patientName, detail: r.detail }));
  }

  /** One label per specimen container (the registration's count): the accession number as its barcode (the worklists' search finds the case by it). */
  private async containerLabels(caseId: number): Promise<Label[]> {
    const [c] = await this.em.execute<{ accessionNo: string; patientName: string; specimen: string; containers: number }[]>(
      `select c.accession_no as "accessionNo", ${patientNameSql('c')} as "patientName", c.specimen, greatest(c.containers, 1)::int as containers from pathology_case c where c.id = ?`,
      [caseId],
    );
    return Array.from({ length: c!.containers }, (_, i) => containerLabel(c!, i + 1));
  }

  private async printed(actor: Actor, what: string, count: number): Promise<void> {
    this.audit.record(actor, { action: 'print', entity: 'bench_labels', entityId: what, after: { labels: count } }, this.em);
    await this.em.flush();
  }
}
