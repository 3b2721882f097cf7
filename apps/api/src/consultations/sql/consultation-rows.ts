import type { ConsultationDto } from '@pathdesk/contracts';
import { pathologistName } from './pathologist-name.js';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const requester = pathologistName('r', 'rp');
const consultant = pathologistName('u', 'up');

/** A consultation with its case's accession number and both pathologists' names (their records', as reports print them); `where` follows. */
export const CONSULTATION_SELECT = `select k.id, k.case_id as "caseId", c.kind, c.accession_no as "accessionNo",
       k.requested_by_username as "requestedBy", ${requester.name('k.requested_by_username')} as "requestedByName", ${iso('k.requested_at')} as "requestedAt",
       k.consultant_username as "consultantUsername", ${consultant.name('k.consultant_username', 'k.outside_consultant')} as "consultantName",
       case when k.outside_institution is null then null
            else json_build_object('institution', k.outside_institution, 'consultant', k.outside_consultant, 'paraffinRequestId', k.paraffin_request_id) end as outside,
       k.outside_report as "outsideReport", k.question,
       k.opinion, k.note, ${iso('k.answered_at')} as "answeredAt", k.after_release as "afterRelease", k.amendment_opened as "amendmentOpened",
       k.answered_by_username as "answeredBy"
  from consultation k join pathology_case c on c.id = k.case_id
  left join (${requester.tables}) on r.username = k.requested_by_username
  left join (${consultant.tables}) on u.username = k.consultant_username`;

export type ConsultationRow = ConsultationDto;

/** The outside consultations whose report was received, as a release names them (reports/report-release.ts). */
export const PRINTED_OUTSIDE_CONSULTATIONS = `select outside_institution as institution, outside_consultant as consultant, opinion,
       ${iso('answered_at')} as "receivedAt"
  from consultation where case_id = ? and outside_institution is not null and answered_at is not null order by answered_at, id`;
