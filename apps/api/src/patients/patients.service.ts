import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CasePatientResponse, PatientAccessLogResponse, PatientCasesResponse, PatientMatchQuery, PatientMatchResponse, PatientResponse } from '@pathdesk/contracts';
import { patientAccessLog } from './patient-access-log.js';
import { patientCases, patientsById } from './patient-sql.js';

/** How many same-name-and-birth-date patients a registration is shown to check. */
const MAX_SUGGESTIONS = 5;

/** Patients and their prior cases (issue 15.1). Patients are linked by the database (migration 012); this only reads. */
@Injectable()
export class PatientsService {
  constructor(private readonly em: EntityManager) {}

  async get(id: number): Promise<PatientResponse> {
    const patient = (await patientsById(this.em, [id])).get(id);
    if (!patient) throw new NotFoundException('No such patient.');
    return { patient };
  }

  async cases(id: number): Promise<PatientCasesResponse> {
    await this.get(id);
    const cases = await patientCases(this.em, id);
    return { cases, total: cases.length };
  }

  /** Every recorded access to the patient's cases and reports, newest first (issue 28.6). */
  async accessLog(id: number, page: { first: number; rows: number }): Promise<PatientAccessLogResponse> {
    await this.get(id);
    return patientAccessLog(this.em, id, page);
  }

  async forCase(caseId: number): Promise<CasePatientResponse> {
    const [row] = await this.em.execute<{ patientId: number | null }[]>('select patient_id as "patientId" from pathology_case where id = ?', [caseId]);
    if (!row) throw new NotFoundException('No such case.');
    if (row.patientId === null) return { patient: null, previousCases: [] };
    const patient = (await patientsById(this.em, [row.patientId])).get(row.patientId) ?? null;
    return { patient, previousCases: await patientCases(this.em, row.patientId, caseId) };
  }

  /**
   * What registration will do with these details: the patient a case with them joins (citizen ID,
   * else HN at the hospital — as the database links), and patients with the same name and birth
   * date that would not be linked, to suggest.
   */
  async match(q: PatientMatchQuery): Promise<PatientMatchResponse> {
    let match: PatientMatchResponse['match'] = null;
    if (q.citizenId) {
      const [row] = await this.em.execute<{ id: number }[]>('select id from patient where citizen_id = ?', [q.citizenId]);
      if (row) match = { by: 'citizenId', patient: (await patientsById(this.em, [row.id])).get(row.id)! };
    }
    if (!match && q.hn && q.hospitalId !== undefined) {
      const [row] = await this.em.execute<{ patientId: number; citizenId: string | null }[]>(
        'select n.patient_id as "patientId", p.citizen_id as "citizenId" from patient_hn n join patient p on p.id = n.patient_id where n.hospital_id = ? and n.hn = ?',
        [q.hospitalId, q.hn],
      );
      // A new citizen ID joins an HN's patient only while that patient has none (the trigger does the same).
      if (row && (!q.citizenId || row.citizenId === null)) match = { by: 'hn', patient: (await patientsById(this.em, [row.patientId])).get(row.patientId)! };
    }
    let suggestions: PatientMatchResponse['suggestions'] = [];
    if (q.firstName && q.lastName && q.birthDate) {
      const rows = await this.em.execute<{ patientId: number }[]>(
        `select distinct patient_id as "patientId" from pathology_case
          where patient_id is not null and patient_id is distinct from ? and birth_date = ?
            and lower(patient_first_name) = lower(?) and lower(patient_last_name) = lower(?)
          order by patient_id desc limit ${MAX_SUGGESTIONS}`,
        [match?.patient.id ?? null, q.birthDate, q.firstName, q.lastName],
      );
      const found = await patientsById(
        this.em,
        rows.map((r) => r.patientId),
      );
      suggestions = rows.map((r) => ({ by: 'nameAndBirthDate' as const, patient: found.get(r.patientId)! })).filter((s) => s.patient);
    }
    return { match, suggestions };
  }
}
