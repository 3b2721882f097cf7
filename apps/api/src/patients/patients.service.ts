import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CasePatientResponse, PatientAccessLogResponse, PatientCasesResponse, PatientMatchQuery, PatientMatchResponse, PatientResponse } from '@pathdesk/contracts';
import { AuditService } from '../audit/audit.service.js';
import type { Actor } from '../identity/actor.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { PdfService } from '../pdf/pdf.service.js';
import { patientAccessLog } from './patient-access-log.js';
import { patientExportHtml, patientRecords, type PatientExport } from './patient-export.js';
import { patientCases, patientsById } from './patient-sql.js';

/** How many same-name-and-birth-date patients a registration is shown to check. */
const MAX_SUGGESTIONS = 5;

/** Patients and their prior cases (issue 15.1). Patients are linked by the database (migration 012); this only reads. */
@Injectable()
export class PatientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly pdf: PdfService,
    private readonly labSettings: LabSettingsService,
  ) {}

  /**
   * Everything PathDesk holds on a patient (issue 28.6, a PDPA data-subject request): every row of
   * every table of the patient's cases, and every recorded access — as JSON, or as a readable PDF.
   * The export itself is audited (a download of the patient, shown in the patient's access log).
   */
  async export(actor: Actor, id: number, format: 'json' | 'pdf'): Promise<{ json: PatientExport } | { pdf: Uint8Array; filename: string }> {
    const { patient } = await this.get(id);
    const caseIds = (await this.em.execute<{ id: number }[]>('select id from pathology_case where patient_id = ? order by id', [id])).map((r) => r.id);
    const records = await patientRecords(this.em, caseIds);
    const { accesses } = await patientAccessLog(this.em, id, { first: 0, rows: 100_000 });
    const exported: PatientExport = {
      exportedAt: new Date().toISOString(),
      exportedBy: actor.username ?? '',
      patient,
      records,
      accesses: accesses as unknown as Record<string, unknown>[],
    };
    const em = this.em.fork();
    this.audit.record(
      actor,
      { action: 'download', entity: 'patient', entityId: id, before: null, after: { format, cases: caseIds.length, tables: Object.keys(records).length } },
      em,
    );
    await em.flush();
    if (format === 'json') return { json: exported };
    const lab = await this.labSettings.get();
    return { pdf: await this.pdf.render(patientExportHtml(exported, lab.labName)), filename: `patient-${id}.pdf` };
  }

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
