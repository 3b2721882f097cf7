import type { EntityManager } from '@mikro-orm/postgresql';
import type { SealChainCheck, SealProblem } from '@pathdesk/contracts';
import { REPORT_CONTENT_SHA256, chainOf } from './report-content.js';

const LIMIT = 100;

/**
 * Walks every chain (issue 32.4): each report version's content hashed again from report_version and
 * compared with its seal, each seal's chain hash recomputed from the previous version's, each seal
 * linked to the seal of the version its version supersedes, each version sealed, and each kept PDF's
 * bytes hashed again and chained to its seal. A row changed behind the API's back (as a superuser
 * could: the append-only triggers disabled) shows as 'content changed'; a seal rewritten to match
 * breaks the next link or its PDF's. One pass of SQL per kind of link, in the database.
 */
export async function checkSealChain(em: EntityManager): Promise<SealChainCheck> {
  const started = performance.now();
  const problems = await em.execute<(SealProblem & { total: number })[]>(
    `with found as (
       select 'report' as "documentType", s.document_id as "documentId", r.accession_no as "number", r.version,
              case when r.id is null then 'document missing'
                   when ${REPORT_CONTENT_SHA256} <> s.content_sha256 then 'content changed'
                   when ${chainOf('p.chain_sha256', 's.content_sha256')} <> s.chain_sha256
                     or r.previous_id is distinct from p.document_id then 'chain broken'
              end as problem, s.id as seq
         from document_seal s
         left join report_version r on r.id = s.document_id
         left join document_seal p on p.id = s.previous_id
        where s.document_type = 'report'
       union all
       select 'report', r.id, r.accession_no, r.version, 'not sealed', 0
         from report_version r
        where not exists (select 1 from document_seal s where s.document_type = 'report' and s.document_id = r.id)
       union all
       select s.document_type, s.document_id, null, null,
              case when encode(sha256(k.pdf), 'hex') <> k.pdf_sha256
                     or ${chainOf('s.chain_sha256', 'k.pdf_sha256')} <> k.chain_sha256 then 'pdf changed' end, s.id
         from sealed_pdf k join document_seal s on s.id = k.seal_id
     )
     select *, count(*) over ()::int as total from found where problem is not null order by seq, "documentId" limit ${LIMIT}`,
  );
  const [counts] = await em.execute<{ reports: number; pdfs: number }[]>(
    `select (select count(*)::int from report_version) as reports, (select count(*)::int from sealed_pdf) as pdfs`,
  );
  return {
    ok: problems.length === 0,
    checkedAt: new Date().toISOString(),
    reportVersions: counts!.reports,
    pdfs: counts!.pdfs,
    problems: problems.map(({ documentType, documentId, number, version, problem }) => ({ documentType, documentId, number, version, problem })),
    problemCount: problems[0]?.total ?? 0,
    durationMs: Math.round(performance.now() - started),
  };
}
