import type { EntityManager } from '@mikro-orm/postgresql';
import type { PatientDto } from '@pathdesk/contracts';
import { escapeHtml } from '../pdf/escape-html.js';

/** Tables keyed by case whose rows are not the patient's data but the lab's bookkeeping of them (the access log is exported on its own). */
const NOT_PATIENT_DATA = new Set(['audit_log']);

/** Everything PathDesk holds on a patient (issue 28.6, PDPA data-subject request), as exported. */
export interface PatientExport {
  exportedAt: string;
  exportedBy: string;
  patient: PatientDto;
  /** Each table holding rows of the patient's cases (by `case_id`, and `pathology_case` itself): its rows, binary columns left out. */
  records: Record<string, Record<string, unknown>[]>;
  /** Every access to the patient's cases and reports recorded in the audit log. */
  accesses: Record<string, unknown>[];
}

/**
 * Collects the rows of every table of the database that hold the patient's cases — found from the
 * catalogue (a `case_id` column), so a table added later is exported too — each row whole as JSON,
 * binary columns (documents as sent, kept elsewhere as PDFs) left out and named.
 */
export async function patientRecords(em: EntityManager, caseIds: number[]): Promise<Record<string, Record<string, unknown>[]>> {
  const ids = `{${caseIds.join(',')}}`;
  const tables = await em.execute<{ table: string; binary: string[] | null }[]>(
    `select c.table_name as "table",
            array(select b.column_name::text from information_schema.columns b
                   where b.table_schema = c.table_schema and b.table_name = c.table_name and b.data_type = 'bytea' order by b.column_name) as "binary"
       from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'case_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  const records: Record<string, Record<string, unknown>[]> = {};
  const strip = (binary: string[]) => binary.map((column) => ` - '${column.replace(/'/g, "''")}'`).join('');
  const [cases] = await em.execute<{ rows: Record<string, unknown>[] | null }[]>(
    `select jsonb_agg(to_jsonb(c) order by c.id) as rows from pathology_case c where c.id = any(?::int[])`,
    [ids],
  );
  records.pathology_case = cases?.rows ?? [];
  for (const { table, binary } of tables) {
    if (NOT_PATIENT_DATA.has(table)) continue;
    const quoted = `"${table.replace(/"/g, '""')}"`;
    const [row] = await em.execute<{ rows: Record<string, unknown>[] | null }[]>(
      `select jsonb_agg(to_jsonb(t)${strip(binary ?? [])} order by t.case_id) as rows from ${quoted} t where t.case_id = any(?::int[])`,
      [ids],
    );
    if (row?.rows?.length) records[table] = row.rows;
  }
  return records;
}

/** The export as a readable document: the patient, what is held per table (counts), each case's key facts, who saw them. */
export function patientExportHtml(e: PatientExport, lab: string): string {
  const d = e.patient.details;
  const name = [d.patientTitle, d.patientFirstName, d.patientLastName].filter(Boolean).join(' ');
  const cases = e.records.pathology_case ?? [];
  const reports = e.records.report_version ?? [];
  const rows = (items: string[][]) => items.map((cells) => `<tr>${cells.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><style>
    body { font-family: Sarabun, sans-serif; font-size: 10pt; margin: 12mm; } h1 { font-size: 15pt; } h2 { font-size: 12pt; margin-top: 14pt; }
    table { border-collapse: collapse; width: 100%; } td, th { border: 0.5pt solid #888; padding: 2pt 4pt; text-align: left; vertical-align: top; }
  </style></head><body>
  <h1>${escapeHtml(lab)} — everything held on a patient</h1>
  <p>Exported ${escapeHtml(e.exportedAt)} by ${escapeHtml(e.exportedBy)}. The JSON export holds every row in full.</p>
  <h2>Patient</h2>
  <table>${rows([
    ['Name', name],
    ['Citizen ID', e.patient.citizenId ?? '—'],
    ['HN', e.patient.hns.map((h) => `${h.hn} (${h.hospitalName})`).join(', ')],
    ['Cases', String(e.patient.caseCount)],
  ])}</table>
  <h2>What is held</h2>
  <table><tr><th>Record</th><th>Rows</th></tr>${rows(Object.entries(e.records).map(([table, list]) => [table, String(list.length)]))}<tr><td>access log</td><td>${e.accesses.length}</td></tr></table>
  <h2>Cases</h2>
  <table><tr><th>Accession</th><th>Kind</th><th>Received</th><th>Specimen</th><th>Status</th></tr>${rows(
    cases.map((c) => [String(c.accession_no ?? ''), String(c.kind ?? ''), String(c.received_at ?? ''), String(c.specimen ?? ''), String(c.status ?? '')]),
  )}</table>
  <h2>Released reports</h2>
  <table><tr><th>Accession</th><th>Version</th><th>Released</th></tr>${rows(
    reports.map((r) => [String(r.accession_no ?? ''), String(r.version ?? ''), String(r.released_at ?? '')]),
  )}</table>
  <h2>Who saw these records</h2>
  <table><tr><th>When</th><th>Who</th><th>What</th><th>Record</th></tr>${rows(
    e.accesses.map((a) => [String(a.at ?? ''), String(a.actorUsername ?? ''), String(a.action ?? ''), String(a.accessionNo ?? '')]),
  )}</table>
  </body></html>`;
}
