import type { EntityManager } from '@mikro-orm/postgresql';
import type { CosignDto, PrintedCosign } from '@pathdesk/contracts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A case's co-signature with the co-signer's name (their pathologist record's, as reports print it) and whether it is on the result as it stands. */
export async function cosignOf(em: EntityManager, caseId: number, lock = false): Promise<CosignDto | null> {
  const [row] = await em.execute<CosignDto[]>(
    `select s.case_id as "caseId", s.cosigner_username as "cosignerUsername", coalesce(p.name, u.name, s.cosigner_username) as "cosignerName",
            s.requested_by_username as "requestedBy", ${iso('s.requested_at')} as "requestedAt", ${iso('s.signed_at')} as "signedAt",
            s.signed_result_version as "signedResultVersion",
            coalesce(s.signed_result_version = r.version, false) as current
       from result_cosign s
       left join app_user u on u.username = s.cosigner_username
       left join cfgvalue p on p.id = u.staff_id
       left join case_result r on r.case_id = s.case_id
      where s.case_id = ?${lock ? ' for update of s' : ''}`,
    [caseId],
  );
  return row ?? null;
}

/** The co-signature a release prints (reports/report-release.ts): the co-signer's staff record's name and credentials, when signed. */
export async function printedCosign(em: EntityManager, caseId: number): Promise<PrintedCosign | null> {
  const [row] = await em.execute<PrintedCosign[]>(
    `select coalesce(c.name, u.name, s.cosigner_username) as name, c.value as credentials, ${iso('s.signed_at')} as at
       from result_cosign s
       left join app_user u on u.username = s.cosigner_username
       left join cfgvalue c on c.id = u.staff_id
      where s.case_id = ? and s.signed_at is not null`,
    [caseId],
  );
  return row ?? null;
}
