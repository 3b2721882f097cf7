import type { AdditionalStudy } from '@pathdesk/contracts';

/** A case's done additional tests (its id the one parameter), in the order they were done, with a biomarker's result (issue 30.3): what a report releases with the result. */
export const DONE_ADDITIONAL_STUDIES = `select t.code as "testCode", t.name as "testName", t.category, b.code as "blockCode", o.result_note as "resultNote",
       to_char(o.done_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "doneAt", m.result ->> 'summary' as result
  from additional_order o join lab_test t on t.id = o.test_id left join bench_block b on b.id = o.block_id
  left join additional_biomarker m on m.order_id = o.id
 where o.case_id = ? and o.status = 'done' order by o.done_at, o.id`;

/** A row of DONE_ADDITIONAL_STUDIES as the report prints it: a study without a biomarker result is kept as versions before them kept it, with no `result` key. */
export function toPrintedStudy({ result, ...study }: AdditionalStudy & { result?: string | null }): AdditionalStudy {
  return result ? { ...study, result } : study;
}
