import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdditionalStudy } from '@pathdesk/contracts';

/** A case's done additional tests, in the order they were done, with a biomarker's result (issue 30.3): what a report releases with the result. */
export async function doneAdditionalStudies(em: EntityManager, caseId: number): Promise<AdditionalStudy[]> {
  const rows = await em.execute<AdditionalStudy[]>(
    `select t.code as "testCode", t.name as "testName", t.category, b.code as "blockCode", o.result_note as "resultNote",
            to_char(o.done_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "doneAt", m.result ->> 'summary' as result
       from additional_order o join lab_test t on t.id = o.test_id left join bench_block b on b.id = o.block_id
       left join additional_biomarker m on m.order_id = o.id
      where o.case_id = ? and o.status = 'done' order by o.done_at, o.id`,
    [caseId],
  );
  // A study without a biomarker result is kept as versions before them kept it: no `result` key.
  return rows.map(({ result, ...study }) => (result ? { ...study, result } : study));
}
