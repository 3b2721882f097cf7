// Fixtures of the case tests: the demo lookups a new database has, and valid case bodies.
import { labDay, labDayBounds, type CaseKind } from '@pathdesk/contracts';
import { sql } from './sql.js';
import type { TestApp } from './test-app.js';

export interface CaseRefs {
  /** โรงพยาบาลกรุงเทพเวชการ (BKV) and one of its doctors. */
  hospitalId: number;
  doctorId: number;
  /** Another hospital (RKK) and its doctor. */
  otherHospitalId: number;
  otherDoctorId: number;
  companyId: number;
  gynTypeId: number;
  cytoTypeId: number;
  /** A config value of another category (a screener). */
  screenerId: number;
}

export async function caseRefs(t: TestApp): Promise<CaseRefs> {
  const id = async (query: string, params: unknown[] = []) => {
    const [row] = await sql<{ id: number }[]>(t, query, params);
    if (!row) throw new Error(`No fixture for ${query} ${JSON.stringify(params)}`);
    return row.id;
  };
  return {
    hospitalId: await id(`select id from hospital where code = 'BKV'`),
    doctorId: await id(`select id from doctor where licence_no = 'ว.12345'`),
    otherHospitalId: await id(`select id from hospital where code = 'RKK'`),
    otherDoctorId: await id(`select id from doctor where licence_no = 'ว.21587'`),
    companyId: await id(`select id from cfgvalue where category = 'company' and value = 'SELF'`),
    gynTypeId: await id(`select id from cfgvalue where category = 'gynecologicaltype' and value = 'LBC-TP'`),
    cytoTypeId: await id(`select id from cfgvalue where category = 'cytologicaltype' and value = 'FNA'`),
    screenerId: await id(`select id from cfgvalue where category = 'screener' order by id limit 1`),
  };
}

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
/**
 * `hours` ago, but never before the lab's midnight (then halfway since it): a case "received today"
 * stays so whatever the hour a run starts — just after midnight in Bangkok, one hour ago is yesterday.
 */
const earlierToday = (hours: number) => {
  const now = Date.now();
  const midnight = labDayBounds(labDay(now)).start.getTime();
  return new Date(Math.max(now - hours * 3_600_000, midnight + (now - midnight) / 2)).toISOString();
};

/** A case's parts (issue 27) from their specimens: A, B, C … in order. */
export function partsOf(...specimens: string[]): { letter: string; specimen: string }[] {
  return specimens.map((specimen, i) => ({ letter: String.fromCharCode(65 + i), specimen }));
}

/** A valid registration of `kind` (its own fields included), with `overrides`. */
export function caseBody(kind: CaseKind, refs: CaseRefs, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const extra =
    kind === 'gynecological'
      ? { lmp: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10), gynTypeId: refs.gynTypeId, relevantHistory: 'G2P2, annual screening' }
      : kind === 'cytological'
        ? { cytoTypeId: refs.cytoTypeId, source: 'Right thyroid lobe' }
        : {};
  return {
    hn: '6500001',
    patientTitle: 'นาง',
    patientFirstName: 'สมหญิง',
    patientLastName: 'ใจดี',
    patientFirstNameEn: 'Somying',
    patientLastNameEn: 'Jaidee',
    sex: 'female',
    birthDate: '1980-05-10',
    hospitalId: refs.hospitalId,
    doctorId: refs.doctorId,
    companyId: refs.companyId,
    specimen: 'Skin, left arm, excision',
    containers: 1,
    clinicalHistory: 'Nodule 1 cm for 3 months',
    collectedAt: hoursAgo(5),
    receivedAt: earlierToday(1),
    priority: 'routine',
    ...extra,
    ...overrides,
  };
}

/** Rows, counters and audit records: what a refused request must leave as it was. */
export async function writes(t: TestApp): Promise<{ cases: number; counters: string; audit: number; parts: number }> {
  const [row] = await sql<{ cases: number; counters: string; audit: number; parts: number }[]>(
    t,
    `select (select count(*)::int from pathology_case) as cases,
            (select coalesce(string_agg(prefix_id || ':' || year || '=' || last_number, ',' order by prefix_id, year), '') from accession_counter) as counters,
            (select count(*)::int from audit_log) as audit, (select count(*)::int from case_part) as parts`,
  );
  return row!;
}
