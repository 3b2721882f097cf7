import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseKind, GynInterpretation, PatientCaseDto, PatientDetails, PatientDto } from '@pathdesk/contracts';

/** A patient's latest case as patientsById reads it, its columns named as the DTO's fields. */
type LatestRow = PatientDetails & {
  patientId: number;
  patientCitizenId: string | null;
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  receivedAt: Date;
  caseCount: number;
};

/** The patients with these ids, each with the details of their latest case (newest received first). */
export async function patientsById(em: EntityManager, ids: readonly number[]): Promise<Map<number, PatientDto>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<LatestRow[]>(
    `select distinct on (c.patient_id) c.patient_id as "patientId", p.citizen_id as "patientCitizenId", c.id as "caseId", c.kind, c.accession_no as "accessionNo",
            c.received_at as "receivedAt", c.citizen_id as "citizenId", c.hn, c.hospital_id as "hospitalId", h.name_th as "hospitalName",
            c.patient_title as "patientTitle", c.patient_first_name as "patientFirstName", c.patient_last_name as "patientLastName",
            c.patient_first_name_en as "patientFirstNameEn", c.patient_last_name_en as "patientLastNameEn", c.sex, to_char(c.birth_date, 'YYYY-MM-DD') as "birthDate",
            case when c.birth_date is null then c.age_years + extract(year from age(now(), c.received_at))::int end as "ageYears",
            (select count(*)::int from pathology_case x where x.patient_id = c.patient_id) as "caseCount"
       from pathology_case c join patient p on p.id = c.patient_id join hospital h on h.id = c.hospital_id
      where c.patient_id in (?)
      order by c.patient_id, c.received_at desc, c.id desc`,
    [[...new Set(ids)]],
  );
  const hns = await em.execute<(PatientDto['hns'][number] & { patientId: number })[]>(
    `select n.patient_id as "patientId", n.hospital_id as "hospitalId", h.name_th as "hospitalName", n.hn from patient_hn n join hospital h on h.id = n.hospital_id
      where n.patient_id in (?) order by h.name_th, n.hn`,
    [[...new Set(ids)]],
  );
  return new Map(
    rows.map(({ patientId, patientCitizenId, caseId, kind, accessionNo, receivedAt, caseCount, ...details }) => [
      patientId,
      {
        id: patientId,
        citizenId: patientCitizenId,
        hns: hns.filter((n) => n.patientId === patientId).map(({ patientId: _patient, ...hn }) => hn),
        details,
        lastCase: { caseId, kind, accessionNo, receivedAt: new Date(receivedAt).toISOString() },
        caseCount,
      },
    ]),
  );
}

/** A case of the patient as patientCases reads it: its DTO's fields, the reception a Date, the Pap's interpretation as released. */
type CaseRow = Omit<PatientCaseDto, 'receivedAt' | 'bethesda'> & { receivedAt: Date; interpretation: GynInterpretation | null };

/** The cases of a patient, newest first, each with its latest released report (if any); `except` leaves one out. */
export async function patientCases(em: EntityManager, patientId: number, except: number | null = null): Promise<PatientCaseDto[]> {
  const rows = await em.execute<CaseRow[]>(
    `select c.id as "caseId", c.kind, c.accession_no as "accessionNo", c.received_at as "receivedAt", c.status, v.id as "reportId", v.diagnosis,
            case when c.kind = 'gynecological' then v.snapshot -> 'result' ->> 'interpretation' end as interpretation
       from pathology_case c
       left join lateral (select id, diagnosis, snapshot from report_version where case_id = c.id order by version desc limit 1) v on true
      where c.patient_id = ? and c.id is distinct from ?
      order by c.received_at desc, c.id desc`,
    [patientId, except],
  );
  return rows.map(({ caseId, kind, accessionNo, receivedAt, status, reportId, diagnosis, interpretation }) => ({
    caseId,
    kind,
    accessionNo,
    receivedAt: new Date(receivedAt).toISOString(),
    status,
    diagnosis: reportId === null ? null : diagnosis,
    bethesda: reportId === null ? null : interpretation,
    reportId,
  }));
}
