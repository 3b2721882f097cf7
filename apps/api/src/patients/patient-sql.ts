import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseKind, CaseStatus, GynInterpretation, PatientCaseDto, PatientDto, Sex } from '@pathdesk/contracts';

interface LatestRow {
  patient_id: number;
  patient_citizen_id: string | null;
  case_id: number;
  kind: CaseKind;
  accession_no: string;
  received_at: Date;
  citizen_id: string | null;
  hn: string;
  hospital_id: number;
  hospital_name: string;
  patient_title: string | null;
  patient_first_name: string;
  patient_last_name: string;
  patient_first_name_en: string | null;
  patient_last_name_en: string | null;
  sex: Sex;
  birth_date: string | null;
  case_count: number;
}

/** The patients with these ids, each with the details of their latest case (newest received first). */
export async function patientsById(em: EntityManager, ids: readonly number[]): Promise<Map<number, PatientDto>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<LatestRow[]>(
    `select distinct on (c.patient_id) c.patient_id, p.citizen_id as patient_citizen_id, c.id as case_id, c.kind, c.accession_no, c.received_at,
            c.citizen_id, c.hn, c.hospital_id, h.name_th as hospital_name, c.patient_title, c.patient_first_name, c.patient_last_name,
            c.patient_first_name_en, c.patient_last_name_en, c.sex, to_char(c.birth_date, 'YYYY-MM-DD') as birth_date,
            (select count(*)::int from pathology_case x where x.patient_id = c.patient_id) as case_count
       from pathology_case c join patient p on p.id = c.patient_id join hospital h on h.id = c.hospital_id
      where c.patient_id in (?)
      order by c.patient_id, c.received_at desc, c.id desc`,
    [[...new Set(ids)]],
  );
  const hns = await em.execute<{ patient_id: number; hospital_id: number; hospital_name: string; hn: string }[]>(
    `select n.patient_id, n.hospital_id, h.name_th as hospital_name, n.hn from patient_hn n join hospital h on h.id = n.hospital_id
      where n.patient_id in (?) order by h.name_th, n.hn`,
    [[...new Set(ids)]],
  );
  return new Map(
    rows.map((r) => [
      r.patient_id,
      {
        id: r.patient_id,
        citizenId: r.patient_citizen_id,
        hns: hns.filter((n) => n.patient_id === r.patient_id).map((n) => ({ hospitalId: n.hospital_id, hospitalName: n.hospital_name, hn: n.hn })),
        details: {
          citizenId: r.citizen_id,
          hn: r.hn,
          hospitalId: r.hospital_id,
          hospitalName: r.hospital_name,
          patientTitle: r.patient_title,
          patientFirstName: r.patient_first_name,
          patientLastName: r.patient_last_name,
          patientFirstNameEn: r.patient_first_name_en,
          patientLastNameEn: r.patient_last_name_en,
          sex: r.sex,
          birthDate: r.birth_date,
        },
        lastCase: { caseId: r.case_id, kind: r.kind, accessionNo: r.accession_no, receivedAt: new Date(r.received_at).toISOString() },
        caseCount: r.case_count,
      },
    ]),
  );
}

interface CaseRow {
  id: number;
  kind: CaseKind;
  accession_no: string;
  received_at: Date;
  status: CaseStatus;
  report_id: number | null;
  diagnosis: string | null;
  interpretation: GynInterpretation | null;
}

/** The cases of a patient, newest first, each with its latest released report (if any); `except` leaves one out. */
export async function patientCases(em: EntityManager, patientId: number, except: number | null = null): Promise<PatientCaseDto[]> {
  const rows = await em.execute<CaseRow[]>(
    `select c.id, c.kind, c.accession_no, c.received_at, c.status, v.id as report_id, v.diagnosis,
            case when c.kind = 'gynecological' then v.snapshot -> 'result' ->> 'interpretation' end as interpretation
       from pathology_case c
       left join lateral (select id, diagnosis, snapshot from report_version where case_id = c.id order by version desc limit 1) v on true
      where c.patient_id = ? and c.id is distinct from ?
      order by c.received_at desc, c.id desc`,
    [patientId, except],
  );
  return rows.map((r) => ({
    caseId: r.id,
    kind: r.kind,
    accessionNo: r.accession_no,
    receivedAt: new Date(r.received_at).toISOString(),
    status: r.status,
    diagnosis: r.report_id === null ? null : r.diagnosis,
    bethesda: r.report_id === null ? null : r.interpretation,
    reportId: r.report_id,
  }));
}
