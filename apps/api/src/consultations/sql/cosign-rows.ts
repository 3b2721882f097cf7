import type { EntityManager } from '@mikro-orm/postgresql';
import type { CosignDto } from '@pathdesk/contracts';
import { pathologistName } from './pathologist-name.js';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The co-signer: their account `u`, their pathologist record `p`. */
const cosigner = pathologistName('u', 'p');

/** A case's co-signature with the co-signer's name (their pathologist record's, as reports print it) and whether it is on the result as it stands. */
export async function cosignOf(em: EntityManager, caseId: number, lock = false): Promise<CosignDto | null> {
  const [row] = await em.execute<CosignDto[]>(
    `select s.case_id as "caseId", s.cosigner_username as "cosignerUsername", ${cosigner.name('s.cosigner_username')} as "cosignerName",
            s.requested_by_username as "requestedBy", ${iso('s.requested_at')} as "requestedAt", ${iso('s.signed_at')} as "signedAt",
            s.signed_result_version as "signedResultVersion",
            coalesce(s.signed_result_version = r.version, false) as current
       from result_cosign s
       left join (${cosigner.tables}) on u.username = s.cosigner_username
       left join case_result r on r.case_id = s.case_id
      where s.case_id = ?${lock ? ' for update of s' : ''}`,
    [caseId],
  );
  return row ?? null;
}

/** The co-signature a release prints (reports/report-release.ts; the case's id the one parameter): the co-signer's staff record's name and credentials, when signed. */
export const PRINTED_COSIGN = `select ${cosigner.name('s.cosigner_username')} as name, p.value as credentials, ${iso('s.signed_at')} as at
  from result_cosign s
  left join (${cosigner.tables}) on u.username = s.cosigner_username
 where s.case_id = ? and s.signed_at is not null`;
