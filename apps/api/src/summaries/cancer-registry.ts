import type ExcelJS from 'exceljs';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LAB_TIME_ZONE } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { csvField } from './summary-export.js';
import { monthBounds } from '../common/month-bounds.js';
import { FIRST_RELEASES, partsOf } from './sql/malignant-parts.js';

/** One malignant part of a case first released in the month, as the latest version reports it. */
interface RegistryRow {
  report_id: number;
  accession_no: string;
  version: number;
  first_released: string;
  hospital: string;
  hn: string;
  citizen_id: string | null;
  patient_name: string;
  patient_name_en: string | null;
  sex: string | null;
  age_years: number | null;
  part: string;
  specimen: string | null;
  diagnosis: string | null;
  topography: string | null;
  morphology: string | null;
  pt: string | null;
  pn: string | null;
  pm: string | null;
  template: string | null;
  pathologist: string | null;
}

const COLUMNS: [keyof RegistryRow, string, number][] = [
  ['accession_no', 'Accession No.', 13],
  ['version', 'Version', 8],
  ['first_released', 'First released', 12],
  ['hospital', 'Hospital', 28],
  ['hn', 'HN', 11],
  ['citizen_id', 'Citizen ID', 15],
  ['patient_name', 'Patient name', 26],
  ['patient_name_en', 'Name (English)', 22],
  ['sex', 'Sex', 8],
  ['age_years', 'Age (years)', 8],
  ['part', 'Part', 5],
  ['specimen', 'Specimen', 28],
  ['diagnosis', 'Diagnosis', 50],
  ['topography', 'ICD-O-3 topography', 12],
  ['morphology', 'ICD-O-3 morphology', 12],
  ['pt', 'pT', 8],
  ['pn', 'pN', 8],
  ['pm', 'pM', 14],
  ['template', 'Synoptic template', 28],
  ['pathologist', 'Pathologist', 24],
];

/**
 * The malignant parts of the surgical cases first released in the month (by the pathologist's
 * category; a case of one part: the case's), each as the case's latest version reports it, with its
 * ICD-O-3 codes and pT/pN/pM where a synoptic report gives them.
 */
const ROWS = `
  with first as (
    select v.case_id, v.released_at from ${FIRST_RELEASES}
  ), latest as (
    select distinct on (v.case_id) v.*, f.released_at as first_at from report_version v join first f on f.case_id = v.case_id
     order by v.case_id, v.version desc
  )
  select l.id as report_id, l.accession_no, l.version, to_char(l.first_at at time zone '${LAB_TIME_ZONE}', 'YYYY-MM-DD') as first_released,
         l.hospital_name as hospital, l.hn, l.snapshot -> 'case' ->> 'citizenId' as citizen_id, l.patient_name,
         nullif(concat_ws(' ', l.snapshot -> 'case' ->> 'patientFirstNameEn', l.snapshot -> 'case' ->> 'patientLastNameEn'), '') as patient_name_en,
         l.snapshot -> 'case' ->> 'sex' as sex, (l.snapshot -> 'case' ->> 'ageYears')::int as age_years,
         cp ->> 'letter' as part, coalesce(cp ->> 'specimen', l.snapshot -> 'case' ->> 'specimen') as specimen,
         coalesce(e.entry ->> 'diagnosis', l.snapshot -> 'result' ->> 'diagnosis') as diagnosis,
         e.entry -> 'icdO3' ->> 'topography' as topography, e.entry -> 'icdO3' ->> 'morphology' as morphology,
         e.entry -> 'synoptic' -> 'values' ->> 'pt' as pt, e.entry -> 'synoptic' -> 'values' ->> 'pn' as pn, e.entry -> 'synoptic' -> 'values' ->> 'pm' as pm,
         e.entry -> 'synoptic' ->> 'templateId' as template, l.pathologist_name as pathologist
    from latest l ${partsOf('l')}
   where m.malignant
   order by l.first_at, l.accession_no, cp ->> 'letter'`;

/** Issue 30.6: the hospital-based cancer registry's file of a month, Excel or CSV; each report it discloses is in the patient's access log. */
@Injectable()
export class CancerRegistryService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async export(actor: Actor, month: string, format: 'xlsx' | 'csv'): Promise<{ bytes: Buffer; filename: string; contentType: string }> {
    return this.em.transactional(async (em) => {
      const rows = await em.execute<RegistryRow[]>(ROWS, monthBounds(month, month));
      for (const id of new Set(rows.map((r) => r.report_id))) {
        this.audit.record(actor, { action: 'download', entity: 'report_version', entityId: id, before: null, after: { export: 'cancer-registry', month, format } }, em);
      }
      await em.flush();
      const filename = `cancer-registry-${month}.${format}`;
      return format === 'csv'
        ? { bytes: registryCsv(rows), filename, contentType: 'text/csv; charset=utf-8' }
        : { bytes: await registryXlsx(rows, month), filename, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    });
  }
}

/** UTF-8 with a byte-order mark (Excel reads Thai), CRLF lines, formulas defused. */
function registryCsv(rows: readonly RegistryRow[]): Buffer {
  const lines = [COLUMNS.map(([, header]) => csvField(header)).join(','), ...rows.map((r) => COLUMNS.map(([key]) => csvField(r[key] ?? null)).join(','))];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

async function registryXlsx(rows: readonly RegistryRow[], month: string): Promise<Buffer> {
  const { default: Excel } = (await import('exceljs')) as { default: typeof ExcelJS };
  const book = new Excel.Workbook();
  book.creator = 'PathDesk';
  const sheet = book.addWorksheet(`Cancer registry ${month}`);
  sheet.columns = COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of rows) sheet.addRow(Object.fromEntries(COLUMNS.map(([key]) => [key, r[key] ?? null])));
  return Buffer.from(await book.xlsx.writeBuffer());
}
