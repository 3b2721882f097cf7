// Released reports for the benchmarks, inserted straight into PostgreSQL after fillCases: for every
// signed-out or amended case, a released report version (INSERT … SELECT, no API calls), released
// 0–6 days after reception, a result whose category is drawn per kind (surgical: ~30% malignant
// wording; cytology: the five categories; Paps: Bethesda mostly NILM, some unsatisfactory), one of
// the pathologists and screeners. The outbox, the TAT histogram and the summaries' facts are then
// filled in bulk as the subscribers of each sign-out's report.released fill them; reports older
// than 45 days are taken as sent (removed from the outbox). Their snapshot holds the result only:
// list rows, not printable documents (a benchmark that prints signs its cases out through the API).

/** `db`: a connected pg client on the benchmark's database. */
export async function fillReports(db) {
  const q = (text, params) => db.query(text, params).then((r) => r.rows);
  await q(`set synchronous_commit = off`);
  await q(
    `with people as (select (select array_agg(id order by id) from cfgvalue where category = 'pathologist') as paths,
                            (select array_agg(id order by id) from cfgvalue where category = 'screener') as screeners),
          src as (
            select c.*, h.name_th as hospital_name, random() as r1, random() as r2, random() as r3
              from pathology_case c join hospital h on h.id = c.hospital_id where c.status in ('signed_out', 'amended'))
     insert into report_version (kind, case_id, version, accession_no, hn, patient_name, patient_search, hospital_id, hospital_name, diagnosis, snapshot,
                                 signed_by_id, signed_by_username, signed_by_name, signed_by_role, released_at)
     select s.kind, s.id, 1, s.accession_no, s.hn, s.patient_first_name || ' ' || s.patient_last_name, s.search_text, s.hospital_id, s.hospital_name,
            coalesce(res->>'diagnosis', res->>'interpretation', ''), jsonb_build_object('result', res), 1, 'bench', 'Bench Pathologist', 'doctor',
            s.received_at + interval '1 day' * floor(s.r3 * 7) + interval '2 hours'
       from src s cross join people p
       cross join lateral (select case s.kind
         when 'surgical' then jsonb_build_object('diagnosis', case when s.r1 < 0.3 then 'Invasive carcinoma, grade 2.' when s.r1 < 0.35 then 'Negative for malignancy.' else 'Chronic inflammation.' end,
                                                 'malignancy', case when s.r1 < 0.3 then 'malignant' else 'not-malignant' end,
                                                 'pathologistId', p.paths[1 + floor(s.r2 * array_length(p.paths, 1))::int])
         when 'cytological' then jsonb_build_object('category', (array['nondiagnostic', 'negative', 'atypical', 'suspicious', 'malignant'])[1 + floor(s.r1 * 5)::int],
                                                    'diagnosis', 'Cytology bench diagnosis.', 'pathologistId', p.paths[1 + floor(s.r2 * array_length(p.paths, 1))::int],
                                                    'screenerId', p.screeners[1 + floor(s.r3 * array_length(p.screeners, 1))::int])
         else jsonb_build_object('adequacy', case when s.r1 < 0.02 then 'unsatisfactory' else 'satisfactory' end,
                                 'interpretation', case when s.r1 < 0.02 then null when s.r1 < 0.9 then 'NILM' when s.r1 < 0.94 then 'ASC-US' when s.r1 < 0.96 then 'LSIL'
                                                        when s.r1 < 0.97 then 'ASC-H' when s.r1 < 0.985 then 'HSIL' else 'AGC' end,
                                 'pathologistId', p.paths[1 + floor(s.r2 * array_length(p.paths, 1))::int],
                                 'screenerId', p.screeners[1 + floor(s.r3 * array_length(p.screeners, 1))::int]) end as res) x`,
  );
  // What the subscribers of report.released write per release (dispatch, turnaround, summaries), for the whole load at once.
  await q(
    `insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend) select id, case_id, kind, hospital_id, released_at, false from report_version`,
  );
  await q(
    `insert into tat_month (kind, month, priority, tat_days, cases)
     select r.kind, date_trunc('month', (r.released_at at time zone 'Asia/Bangkok')::date)::date, c.priority, rel.ordinal - rec.ordinal, count(*)::int
       from report_version r join pathology_case c on c.id = r.case_id
       join lab_calendar_day rec on rec.day = (c.received_at at time zone 'Asia/Bangkok')::date
       join lab_calendar_day rel on rel.day = (r.released_at at time zone 'Asia/Bangkok')::date
      where r.version = 1
      group by 1, 2, 3, 4
     on conflict (kind, month, priority, tat_days) do update set cases = tat_month.cases + excluded.cases`,
  );
  await q(
    `update case_fact f set first_released_at = r.released_at, diagnosis = r.diagnosis,
            pathologist_id = (r.snapshot->'result'->>'pathologistId')::int, screener_id = (r.snapshot->'result'->>'screenerId')::int,
            category = case r.kind when 'surgical' then r.snapshot->'result'->>'malignancy' when 'cytological' then coalesce(r.snapshot->'result'->>'category', 'pending')
                       else case when r.snapshot->'result'->>'adequacy' = 'unsatisfactory' then 'unsatisfactory' else coalesce(r.snapshot->'result'->>'interpretation', 'pending') end end
       from report_version r where f.case_id = r.case_id`,
  );
  await q(`delete from report_to_dispatch where released_at < now() - interval '45 days'`);
  await q(`vacuum analyze report_version, report_to_dispatch, tat_month, case_fact`);
}
