/**
 * The SHA-256 (hex) of a released version's content, in SQL over `report_version r`: every column a
 * version prints or is found by, the snapshot whole, the release time as microseconds since the
 * epoch (so the session's time zone changes nothing), as one jsonb object's text (jsonb orders its
 * keys itself). Named columns, not the whole row: a column a later migration adds leaves the chain
 * of earlier versions valid. Migration 034 holds the same expression (migrations import no app code);
 * signing.int-spec.ts checks that the two agree.
 */
export const REPORT_CONTENT_SHA256 = `encode(sha256(convert_to(jsonb_build_object(
  'id', r.id, 'kind', r.kind, 'caseId', r.case_id, 'version', r.version, 'amended', r.amended, 'amendReason', r.amend_reason,
  'previousId', r.previous_id, 'accessionNo', r.accession_no, 'hn', r.hn, 'patientName', r.patient_name, 'hospitalId', r.hospital_id,
  'hospitalName', r.hospital_name, 'diagnosis', r.diagnosis, 'snapshot', r.snapshot, 'signedById', r.signed_by_id,
  'signedByUsername', r.signed_by_username, 'signedByName', r.signed_by_name, 'signedByRole', r.signed_by_role,
  'signedByTitle', r.signed_by_title, 'pathologistName', r.pathologist_name, 'pathologistCredentials', r.pathologist_credentials,
  'screenerName', r.screener_name, 'screenerCredentials', r.screener_credentials,
  'releasedAt', (extract(epoch from r.released_at) * 1000000)::bigint)::text, 'UTF8')), 'hex')`;

/** A link of the chain: SHA-256 (hex) of the previous link's hex (empty for the first) followed by this one's hash. */
export const chainOf = (previousChain: string, hash: string) => `encode(sha256(convert_to(coalesce(${previousChain}, '') || ${hash}, 'UTF8')), 'hex')`;
