// Benchmark data for the cases: 1,000,000 cases over five years, inserted straight into PostgreSQL
// with generate_series (no API calls), on top of the demo lookups and demo cases of a new
// database, with accession counters left consistent so that registrations continue the numbers.
import pg from 'pg';

// Thai given names with their usual romanisation, by sex.
const FEMALE = [
  ['สุภาพร', 'Supaporn'],
  ['วิไลวรรณ', 'Wilaiwan'],
  ['จิราพร', 'Jiraporn'],
  ['ปวีณา', 'Paweena'],
  ['ธิดารัตน์', 'Thidarat'],
  ['กาญจนา', 'Kanchana'],
  ['อัญชลี', 'Anchalee'],
  ['รัชนี', 'Ratchanee'],
  ['ชลธิชา', 'Chonthicha'],
  ['สิริกานต์', 'Sirikan'],
  ['อรวรรณ', 'Orawan'],
  ['ปิยนุช', 'Piyanut'],
  ['ดวงใจ', 'Duangjai'],
  ['นภัสสร', 'Napatsorn'],
  ['กมลชนก', 'Kamonchanok'],
  ['ศิริพร', 'Siriporn'],
  ['พรทิพย์', 'Pornthip'],
  ['มาลัย', 'Malai'],
  ['เพ็ญศรี', 'Pensri'],
  ['ลำดวน', 'Lamduan'],
  ['อรุณี', 'Arunee'],
  ['วรรณา', 'Wanna'],
  ['สุนิสา', 'Sunisa'],
  ['จันทร์เพ็ญ', 'Janpen'],
  ['ณัฐธิดา', 'Natthida'],
  ['ปณิตา', 'Panita'],
  ['ศศิธร', 'Sasithorn'],
  ['พิมพ์ชนก', 'Pimchanok'],
  ['ชุติมา', 'Chutima'],
  ['บุญเรือน', 'Boonruean'],
];
const MALE = [
  ['สมชาย', 'Somchai'],
  ['สมศักดิ์', 'Somsak'],
  ['วิชัย', 'Wichai'],
  ['ประเสริฐ', 'Prasert'],
  ['สุรชัย', 'Surachai'],
  ['ธนพล', 'Thanaphon'],
  ['กิตติพงษ์', 'Kittipong'],
  ['อนุชา', 'Anucha'],
  ['วีระพงษ์', 'Weerapong'],
  ['ณัฐพล', 'Nattapon'],
  ['ชัยวัฒน์', 'Chaiwat'],
  ['ภานุวัฒน์', 'Phanuwat'],
  ['ธีรวัฒน์', 'Theerawat'],
  ['ปิยะพงษ์', 'Piyapong'],
  ['สุรเชษฐ์', 'Surachet'],
  ['อภิชาติ', 'Apichat'],
  ['พงศกร', 'Pongsakorn'],
  ['ศุภชัย', 'Supachai'],
  ['เกียรติศักดิ์', 'Kiattisak'],
  ['วรวุฒิ', 'Worawut'],
  ['ธนวัฒน์', 'Thanawat'],
  ['ปฐมพงศ์', 'Pathompong'],
  ['ภัทรพล', 'Phattharaphon'],
  ['สิทธิชัย', 'Sitthichai'],
  ['อดิศักดิ์', 'Adisak'],
  ['ยุทธนา', 'Yutthana'],
  ['ไพโรจน์', 'Phairoj'],
  ['บุญชัย', 'Boonchai'],
  ['กฤษดา', 'Kritsada'],
  ['นพดล', 'Noppadol'],
];
// Family names are nearly unique in Thailand: two parts give ~1,000 of them, with romanisations.
const LAST_A = [
  ['ศรี', 'Sri'],
  ['วงศ์', 'Wong'],
  ['สุข', 'Suk'],
  ['ทอง', 'Thong'],
  ['แก้ว', 'Kaew'],
  ['บุญ', 'Boon'],
  ['จันทร์', 'Chan'],
  ['แสง', 'Saeng'],
  ['ชัย', 'Chai'],
  ['รัตน', 'Rattana'],
  ['มหา', 'Maha'],
  ['อินทร', 'Inthara'],
  ['เจริญ', 'Charoen'],
  ['สวัสดิ์', 'Sawat'],
  ['ประเสริฐ', 'Prasert'],
  ['ธนา', 'Thana'],
  ['พัฒน', 'Phatthana'],
  ['อุดม', 'Udom'],
  ['เลิศ', 'Loet'],
  ['กิตติ', 'Kitti'],
  ['ภูมิ', 'Phum'],
  ['คำ', 'Kham'],
  ['ปัญญา', 'Panya'],
  ['ไชย', 'Chai'],
  ['สาย', 'Sai'],
  ['เกษม', 'Kasem'],
  ['นาค', 'Nak'],
  ['พงษ์', 'Phong'],
  ['วัฒน', 'Watthana'],
  ['ศักดิ์', 'Sak'],
  ['มงคล', 'Mongkhon'],
  ['สมบูรณ์', 'Sombun'],
  ['อำนวย', 'Amnuai'],
  ['บำรุง', 'Bamrung'],
  ['รุ่งเรือง', 'Rungrueang'],
  ['สถาพร', 'Sathaphon'],
];
const LAST_B = [
  ['สุข', 'suk'],
  ['วงศ์', 'wong'],
  ['กุล', 'kun'],
  ['ทอง', 'thong'],
  ['ศรี', 'si'],
  ['ชัย', 'chai'],
  ['พันธ์', 'phan'],
  ['กร', 'korn'],
  ['เดช', 'det'],
  ['นันท์', 'nan'],
  ['ธรรม', 'tham'],
  ['รักษ์', 'rak'],
  ['วิทย์', 'wit'],
  ['ภักดี', 'phakdi'],
  ['ดี', 'dee'],
  ['ประเสริฐ', 'prasert'],
  ['ใจ', 'jai'],
  ['มณี', 'mani'],
  ['เจริญ', 'charoen'],
  ['ไพศาล', 'phaisan'],
  ['สมบัติ', 'sombat'],
  ['พร', 'phon'],
  ['ยิ่ง', 'ying'],
  ['วัฒนา', 'watthana'],
  ['งาม', 'ngam'],
  ['สกุล', 'sakun'],
  ['บุตร', 'but'],
  ['เกียรติ', 'kiat'],
];
const SPECIMENS = {
  surgical: [
    'Skin, excisional biopsy',
    'Breast, core needle biopsy',
    'Gallbladder, cholecystectomy',
    'Appendix, appendectomy',
    'Endometrium, curettage',
    'Colon, endoscopic polypectomy',
    'Stomach, endoscopic biopsy',
    'Thyroid, thyroidectomy',
    'Uterus, hysterectomy',
    'Lymph node, excisional biopsy',
    'Prostate, needle biopsy (12 cores)',
    'Cervix, punch biopsy',
    'Placenta',
    'Soft tissue mass, excision',
    'Tonsils, tonsillectomy',
  ],
  cytological: [
    'Thyroid, fine-needle aspiration',
    'Pleural fluid',
    'Peritoneal fluid',
    'Urine, voided',
    'Sputum',
    'Cerebrospinal fluid',
    'Bronchial washing',
    'Bronchoalveolar lavage',
    'Breast, fine-needle aspiration',
    'Lymph node, fine-needle aspiration',
  ],
  gynecological: [
    'Cervix, conventional Pap smear',
    'Cervix, ThinPrep liquid-based cytology',
    'Cervix, SurePath liquid-based cytology',
    'Cervix and vagina, conventional Pap smear',
  ],
};
const PROVINCES = [
  'กรุงเทพมหานคร',
  'เชียงใหม่',
  'เชียงราย',
  'ลำปาง',
  'พิษณุโลก',
  'นครสวรรค์',
  'ขอนแก่น',
  'อุดรธานี',
  'นครราชสีมา',
  'อุบลราชธานี',
  'ชลบุรี',
  'ระยอง',
  'จันทบุรี',
  'นครปฐม',
  'ราชบุรี',
  'กาญจนบุรี',
  'สุราษฎร์ธานี',
  'นครศรีธรรมราช',
  'สงขลา',
  'ภูเก็ต',
];

const text = (s) => `'${s.replaceAll("'", "''")}'`;
const sqlArray = (items) => `(array[${items.map(text).join(',')}]::text[])`;
const column = (pairs, i) => sqlArray(pairs.map((p) => p[i]));

/** A Thai family name and its romanisation for the k-th combination (the same as the SQL below). */
export function familyName(k) {
  const a = LAST_A[k % LAST_A.length];
  const b = LAST_B[Math.floor(k / LAST_A.length) % LAST_B.length];
  return { th: a[0] + b[0], en: a[1] + b[1] };
}

/**
 * Inserts `hospitals` more hospitals (5 doctors each) and `cases` cases, spread over kinds
 * (52% surgical, 32% gynecological, 16% cytological), over 5½ years up to two weeks ago
 * (the demo cases fill the last two weeks), over hospitals (a few large ones send most) and their
 * doctors, with statuses by age (old cases signed out, a few amended or cancelled; recent ones
 * still in progress). Accession numbers follow the reception within each kind and year, after the
 * numbers already issued; the counters end at the last number. Secondary indexes are dropped for
 * the load and rebuilt after it (much faster than maintaining them row by row), then VACUUM
 * ANALYZE. Answers the time taken and what was inserted.
 */
export async function fillCases(databaseUrl, { cases = 1_000_000, hospitals = 100 } = {}) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  const steps = [];
  const step = async (name, work) => {
    const t0 = performance.now();
    const result = await work();
    steps.push(`${name} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    await db.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; set max_parallel_maintenance_workers = 2; select setseed(0.42)`);
    const ids = await step('lookups', async () => {
      await db.query('begin');
      const { rows: hs } = await db.query(
        `insert into hospital (code, name_th, name_en, phone, active)
         select 'CB' || lpad(i::text, 4, '0'), 'โรงพยาบาล' || (${sqlArray(PROVINCES)})[1 + i % ${PROVINCES.length}] || ' (สาขาทดสอบ ' || i || ')',
                'Case Bench Hospital ' || i, '02-' || lpad((2000000 + i)::text, 7, '0'), true
         from generate_series(1, $1::int) as i returning id`,
        [hospitals],
      );
      const hospitalIds = hs.map((r) => r.id).sort((a, b) => a - b);
      const { rows: ds } = await db.query(
        `insert into doctor (title, name, licence_no, hospital_id, active)
         select case when k % 2 = 0 then 'นพ.' else 'พญ.' end,
                (${column(MALE, 0)})[1 + (h * 5 + k) % ${MALE.length}] || ' ' || (${column(LAST_A, 0)})[1 + (h * 7 + k) % ${LAST_A.length}] || (${column(LAST_B, 0)})[1 + (h + k * 3) % ${LAST_B.length}],
                'ว.9' || lpad((h * 5 + k)::text, 5, '0'), hospital_id, true
         from unnest($1::int[]) with ordinality as u(hospital_id, h), generate_series(0, 4) as k
         order by hospital_id, k returning id, hospital_id`,
        [hospitalIds],
      );
      await db.query('commit');
      const { rows: cfg } = await db.query(
        `select category, array_agg(id order by id) as ids from cfgvalue where category in ('company', 'gynecologicaltype', 'cytologicaltype') group by category`,
      );
      const byCategory = Object.fromEntries(cfg.map((r) => [r.category, r.ids]));
      return {
        hospitalIds,
        firstDoctor: Math.min(...ds.map((d) => d.id)),
        companies: byCategory.company,
        gynTypes: byCategory.gynecologicaltype,
        cytoTypes: byCategory.cytologicaltype,
      };
    });

    const { rows: indexes } = await db.query(
      `select i.indexname, i.indexdef from pg_indexes i
        where i.tablename = 'pathology_case' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    await step(`drop ${indexes.length} secondary indexes`, () => db.query(indexes.map((i) => `drop index "${i.indexname}";`).join('\n')));

    await step(`insert ${cases.toLocaleString('en')} cases`, () =>
      db.query(
        `with p as (select kind, id, letters, era, width, default_price from setting_prefix where status = 'active'),
         raw as (
           select i, r1, r2, r3, r4, r5, r6, r7, r8, r9,
                  case when r1 < 0.52 then 'surgical' when r1 < 0.84 then 'gynecological' else 'cytological' end as kind,
                  -- five and a half years up to two weeks ago, in order of i, a few hours of jitter
                  date_trunc('milliseconds', now() - interval '14 days' - (interval '66 months') * (1 - i::float8 / $1) + interval '1 minute' * floor(r2 * 240)) as received_at,
                  -- a few large hospitals send most cases
                  floor(power(r3, 2.2) * $3)::int as h
           from (select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8, random() r9 from generate_series(1, $1::int) as i) g
         ),
         shaped as (
           select raw.*, p.id as prefix_id, p.letters, p.era, p.width, p.default_price,
                  extract(year from (received_at at time zone 'UTC') + interval '7 hours')::int as year,
                  ($2::int[])[1 + h] as hospital_id, $4::int + h * 5 + floor(r4 * 5)::int as doctor_id,
                  case when r5 < 0.5 then 'female' when r5 < 0.98 then 'male' else 'unknown' end as sex0,
                  extract(epoch from now() - received_at) / 86400 as age_days
           from raw join p using (kind)
         ),
         numbered as (
           select s.*, case when kind = 'gynecological' then 'female' else sex0 end as sex,
                  coalesce((select last_number from accession_counter ac where ac.prefix_id = s.prefix_id and ac.year = s.year), 0)
                    + row_number() over (partition by s.prefix_id, s.year order by s.received_at, s.i) as seq
           from shaped s
         )
         insert into pathology_case (kind, accession_no, prefix_id, accession_year, accession_seq, status, priority, hn, patient_title,
           patient_first_name, patient_last_name, patient_first_name_en, patient_last_name_en, sex, birth_date, age_years,
           hospital_id, doctor_id, company_id, specimen, containers, clinical_history, collected_at, received_at, price, notes,
           lmp, gyn_type_id, relevant_history, cyto_type_id, source, cancel_reason, cancelled_at, created_at, created_by_id, created_by_username, updated_at, version)
         select kind,
                letters || lpad(((year + case when era = 'BE' then 543 else 0 end) % 100)::text, 2, '0') || '-' || lpad(seq::text, greatest(width, length(seq::text)), '0'),
                prefix_id, year, seq,
                st.status,
                case when r6 < 0.08 then 'urgent' else 'routine' end,
                lpad((floor(r7 * 9000000) + 1000000)::bigint::text, 7, '0'),
                case when sex = 'female' then (case when r6 < 0.5 then 'นาง' else 'นางสาว' end) when sex = 'male' then 'นาย' else null end,
                nm.first_th, nm.last_th,
                case when r6 < 0.4 then nm.first_en end, case when r6 < 0.4 then nm.last_en end,
                sex,
                case when r7 < 0.8 then (received_at - interval '1 day' * floor(365.25 * (15 + r5 * 75)))::date end,
                floor(15 + r5 * 75)::int,
                hospital_id, doctor_id,
                ($5::int[])[1 + floor(r4 * array_length($5::int[], 1))::int],
                (case kind when 'surgical' then ${sqlArray(SPECIMENS.surgical)}[1 + floor(r2 * ${SPECIMENS.surgical.length})::int]
                           when 'cytological' then ${sqlArray(SPECIMENS.cytological)}[1 + floor(r2 * ${SPECIMENS.cytological.length})::int]
                           else ${sqlArray(SPECIMENS.gynecological)}[1 + floor(r2 * ${SPECIMENS.gynecological.length})::int] end),
                1 + floor(r3 * 3)::int,
                null,
                received_at - interval '1 hour' * (2 + floor(r4 * 46)),
                received_at,
                default_price,
                null,
                case when kind = 'gynecological' then (received_at - interval '1 day' * (5 + floor(r3 * 40)))::date end,
                case when kind = 'gynecological' then ($6::int[])[1 + floor(r5 * array_length($6::int[], 1))::int] end,
                null,
                case when kind = 'cytological' then ($7::int[])[1 + floor(r5 * array_length($7::int[], 1))::int] end,
                null,
                case when st.status = 'cancelled' then 'Specimen rejected: unlabelled container' end,
                case when st.status = 'cancelled' then received_at + interval '2 hours' end,
                received_at, null, 'user', received_at + interval '3 days', 1
         from numbered
         cross join lateral (select case
             when age_days > 30 then (case when r8 < 0.015 then 'cancelled' when r8 < 0.035 then 'amended' else 'signed_out' end)
             when age_days > 20 then (case when r8 < 0.03 then 'cancelled' when r8 < 0.3 then 'diagnosed' else 'signed_out' end)
             else (case when r8 < 0.03 then 'cancelled' when r8 < 0.5 then 'in_progress' else 'diagnosed' end) end as status) st
         cross join lateral (select
             (case when sex = 'female' then ${column(FEMALE, 0)} else ${column(MALE, 0)} end)[1 + floor(r9 * 30)::int] as first_th,
             (case when sex = 'female' then ${column(FEMALE, 1)} else ${column(MALE, 1)} end)[1 + floor(r9 * 30)::int] as first_en,
             (${column(LAST_A, 0)})[1 + (floor(r7 * 1000000)::int % ${LAST_A.length * LAST_B.length}) % ${LAST_A.length}]
               || (${column(LAST_B, 0)})[1 + (floor(r7 * 1000000)::int % ${LAST_A.length * LAST_B.length}) / ${LAST_A.length}] as last_th,
             (${column(LAST_A, 1)})[1 + (floor(r7 * 1000000)::int % ${LAST_A.length * LAST_B.length}) % ${LAST_A.length}]
               || (${column(LAST_B, 1)})[1 + (floor(r7 * 1000000)::int % ${LAST_A.length * LAST_B.length}) / ${LAST_A.length}] as last_en) nm`,
        [cases, ids.hospitalIds, ids.hospitalIds.length, ids.firstDoctor, ids.companies, ids.gynTypes, ids.cytoTypes],
      ),
    );

    await step('counters', () =>
      db.query(
        `insert into accession_counter as ac (prefix_id, year, last_number)
         select prefix_id, accession_year, max(accession_seq) from pathology_case group by 1, 2
         on conflict (prefix_id, year) do update set last_number = greatest(ac.last_number, excluded.last_number)`,
      ),
    );
    for (const index of indexes) await step(`index ${index.indexname}`, () => db.query(index.indexdef));
    await step('vacuum analyze', () => db.query('vacuum (analyze) pathology_case'));
    const { rows: counts } = await db.query(`select kind, count(*)::int as n from pathology_case group by kind order by kind`);
    return { took: performance.now() - started, steps, counts, hospitals: ids.hospitalIds.length };
  } finally {
    await db.end();
  }
}
