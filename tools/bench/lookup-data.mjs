// Benchmark data for the lookups: many hospitals and doctors, inserted straight into PostgreSQL.
import pg from 'pg';

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
const FIRST = [
  'สมชาย',
  'สมศักดิ์',
  'วิชัย',
  'ประเสริฐ',
  'สุรชัย',
  'ธนพล',
  'กิตติพงษ์',
  'อนุชา',
  'วีระพงษ์',
  'ณัฐพล',
  'ชัยวัฒน์',
  'ภานุวัฒน์',
  'ธีรวัฒน์',
  'ปิยะพงษ์',
  'สุรเชษฐ์',
  'อภิชาติ',
  'พงศกร',
  'ศุภชัย',
  'เกียรติศักดิ์',
  'วรวุฒิ',
  'สุภาพร',
  'วิไลวรรณ',
  'จิราพร',
  'ปวีณา',
  'ธิดารัตน์',
  'กาญจนา',
  'อัญชลี',
  'รัชนี',
  'ชลธิชา',
  'สิริกานต์',
  'อรวรรณ',
  'ปิยนุช',
  'ดวงใจ',
  'นภัสสร',
  'กมลชนก',
  'ศิริพร',
  'พรทิพย์',
  'มาลัย',
  'เพ็ญศรี',
  'ลำดวน',
  'อรุณี',
  'วรรณา',
  'สุนิสา',
  'จันทร์เพ็ญ',
  'ณัฐธิดา',
  'ปณิตา',
  'ศศิธร',
  'พิมพ์ชนก',
  'ชุติมา',
  'ธนวัฒน์',
  'ปฐมพงศ์',
  'ภัทรพล',
  'สิทธิชัย',
  'อดิศักดิ์',
  'ยุทธนา',
  'ไพโรจน์',
  'บุญชัย',
  'สมพร',
  'ทองใบ',
  'กฤษดา',
  'นพดล',
];
const LAST_A = [
  'ศรี',
  'วงศ์',
  'สุข',
  'ทอง',
  'แก้ว',
  'บุญ',
  'จันทร์',
  'แสง',
  'ชัย',
  'พันธ์',
  'รัตน',
  'มหา',
  'อินทร',
  'เจริญ',
  'สวัสดิ์',
  'ประเสริฐ',
  'ธนา',
  'พัฒน',
  'อุดม',
  'เลิศ',
  'กิตติ',
  'ภูมิ',
  'คำ',
  'ปัญญา',
  'ไชย',
  'สาย',
  'เกษม',
  'นาค',
  'พงษ์',
  'วัฒน',
  'ศักดิ์',
  'มงคล',
  'สมบูรณ์',
  'อำนวย',
  'บำรุง',
  'รุ่งเรือง',
  'สถาพร',
];
const LAST_B = [
  'สุข',
  'วงศ์',
  'กุล',
  'ทอง',
  'ศรี',
  'ชัย',
  'พันธ์',
  'กร',
  'เดช',
  'นันท์',
  'ธรรม',
  'รักษ์',
  'วิทย์',
  'ภักดี',
  'ดี',
  'ประเสริฐ',
  'ใจ',
  'มณี',
  'เจริญ',
  'ไพศาล',
  'สมบัติ',
  'พร',
  'ยิ่ง',
  'ศักดิ์',
  'วัฒนา',
  'งาม',
  'สกุล',
  'บุตร',
  'เกียรติ',
];

const sqlArray = (items) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * Inserts `hospitals` hospitals (names by province: "โรงพยาบาล<province> สาขา <n>") and `doctors`
 * doctors spread over them (Thai first names × family names, ~90% active, licences ว.1xxxxx),
 * then ANALYZEs. generate_series in two statements: a few seconds for 100,000 doctors.
 */
export async function fillLookups(databaseUrl, { hospitals = 1_000, doctors = 100_000 } = {}) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const started = performance.now();
    await db.query('begin');
    const { rows } = await db.query(
      `insert into hospital (code, name_th, name_en, tax_id, phone, active)
       select 'BH' || lpad(i::text, 4, '0'),
              'โรงพยาบาล' || (${sqlArray(PROVINCES)})[1 + i % ${PROVINCES.length}] || ' สาขา ' || i,
              'Bench Hospital ' || i, null, '02-' || lpad((1000000 + i)::text, 7, '0'), i % 50 <> 0
       from generate_series(1, $1::int) as i
       returning id`,
      [hospitals],
    );
    const firstId = Math.min(...rows.map((r) => r.id));
    await db.query(
      `insert into doctor (title, name, licence_no, hospital_id, phone, active)
       select case when i % 2 = 0 then 'นพ.' else 'พญ.' end,
              (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' ||
              (${sqlArray(LAST_A)})[1 + (i / ${FIRST.length}) % ${LAST_A.length}] ||
              (${sqlArray(LAST_B)})[1 + (i / ${FIRST.length * LAST_A.length}) % ${LAST_B.length}],
              'ว.' || (100000 + i), $2::int + (i * 7919) % $3::int, null, i % 10 <> 0
       from generate_series(1, $1::int) as i`,
      [doctors, firstId, hospitals],
    );
    await db.query('commit');
    await db.query('analyze hospital; analyze doctor');
    const took = performance.now() - started;
    return { firstHospitalId: firstId, took, hospitals, doctors };
  } finally {
    await db.end();
  }
}
