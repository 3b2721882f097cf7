import { ERROR_MESSAGES, isThaiCitizenId } from '@pathdesk/contracts';
import type { Connection } from 'mysql2/promise';
import type { ApiClient } from '../../../test/api-client.js';
import { startMariaDb, type MariaDb } from '../../../test/mariadb.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultUrl, type ResultRefs } from '../../../test/results.js';
import { resultsApp } from '../../../test/results-app.js';
import { sql } from '../../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';

/** A valid Thai citizen ID from its first twelve digits. */
const cid = (first12: string) => {
  const sum = [...first12].reduce((total, d, i) => total + Number(d) * (13 - i), 0);
  const id = `${first12}${(11 - (sum % 11)) % 10}`;
  if (!isThaiCitizenId(id)) throw new Error(id);
  return id;
};
const OPD_CID = cid('110170012345');
const IPD_CID = cid('310040098765');
const KNOWN_CID = cid('150990011223');
/** A visit (VN, 12 digits) and the admission it led to (AN, 9 digits): two numbers a swap would mix up. */
const IPD_VN = '691127100002';
const IPD_AN = '690000456';
const OPD_VN = '691128090001';

/** HOSxP's tables as a hospital keeps them (the columns the adapter reads and writes), with made-up rows. */
const HOSXP_SCHEMA = `
  set time_zone = '+07:00';
  create table opdconfig (hospitalcode varchar(5), hospitalname varchar(150));
  create table patient (hn varchar(9) primary key, cid varchar(13), pname varchar(25), fname varchar(100), lname varchar(100), birthday date, sex char(1));
  create table ovst (vn varchar(13) primary key, hn varchar(9), vstdate date, vsttime time, an varchar(9));
  create table ward (ward varchar(4) primary key, name varchar(100));
  create table ipt (an varchar(9) primary key, hn varchar(9), vn varchar(13), ward varchar(4), regdate date);
  create table doctor (code varchar(7) primary key, name varchar(250));
  create table lab_items (lab_items_code int primary key, lab_items_name varchar(250));
  create table lab_head (lab_order_number int primary key, vn varchar(13), hn varchar(9), order_date date, order_time time, doctor_code varchar(7),
    form_name varchar(250), confirm_report char(1), report_date date, report_time time);
  create table lab_order (lab_order_number int, lab_items_code int, lab_order_result text, confirm char(1), primary key (lab_order_number, lab_items_code));

  insert into opdconfig values ('10669', 'โรงพยาบาลทดสอบ');
  insert into doctor values ('D01', 'นพ.สมชาย ใจดี');
  insert into ward values ('05', 'อายุรกรรมหญิง');
  insert into lab_items values (100, 'CBC'), (501, 'Surgical pathology (tissue)'), (502, 'Non-gynecologic cytology');
  insert into patient values
    ('H0001', '${OPD_CID}', 'นาย', 'ประเสริฐ', 'ทดสอบนอก', '1970-03-15', '1'),
    ('H0002', '${IPD_CID}', 'นาง', 'มาลี', 'ทดสอบใน', '1958-11-02', '2'),
    ('H0003', '${KNOWN_CID}', 'นาง', 'ชื่ออื่น', 'ไม่ตรงกัน', '1980-01-01', '2');
  insert into ovst values ('${OPD_VN}', 'H0001', curdate(), '09:00:00', null), ('${IPD_VN}', 'H0002', curdate() - interval 1 day, '10:00:00', '${IPD_AN}'),
    ('691101080003', 'H0003', curdate(), '08:00:00', null);
  insert into ipt values ('${IPD_AN}', 'H0002', '${IPD_VN}', '05', curdate() - interval 1 day);
  insert into lab_head values
    (1001, '${OPD_VN}', 'H0001', date(now() - interval 3 hour), time(now() - interval 3 hour), 'D01', 'Pathology', 'N', null, null),
    (1002, '${IPD_VN}', 'H0002', date(now() - interval 2 hour), time(now() - interval 2 hour), 'D01', 'Pathology', 'N', null, null),
    (1003, '${OPD_VN}', 'H0001', date(now() - interval 3 hour), time(now() - interval 3 hour), 'D01', 'Hematology', 'N', null, null),
    (1004, '${OPD_VN}', 'H0001', date(now() - interval 3 hour), time(now() - interval 3 hour), 'D01', 'Pathology', 'Y', curdate(), time(now())),
    (1005, '691101080003', 'H0003', date(now() - interval 1 hour), time(now() - interval 1 hour), 'D01', 'Pathology', 'N', null, null),
    (1006, '${OPD_VN}', 'H0001', curdate() - interval 30 day, '09:00:00', 'D01', 'Pathology', 'N', null, null);
  insert into lab_order values (1001, 501, null, 'N'), (1002, 502, null, 'N'), (1003, 100, null, 'N'), (1004, 501, 'reported before', 'Y'),
    (1005, 501, null, 'N'), (1006, 501, null, 'N');
`;

/**
 * Issue 29.5: the HOSxP adapter against a real MariaDB holding HOSxP-shaped tables — its pathology
 * orders fetched into ordered cases (VN and AN each in its own field), exactly once; each release
 * written back into HOSxP's lab result tables by a job, retried while the database is down.
 */
describe('HOSxP (MariaDB)', () => {
  let maria: MariaDb;
  let hosxp: Connection;
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let interfaceId = 0;

  const messages = (where: string, params: unknown[] = []) =>
    sql<{ id: number; messageType: string; controlId: string; state: string; error: string | null; raw: string; attempts: number }[]>(
      t,
      `select id::int as id, message_type as "messageType", control_id as "controlId", state, error, raw, attempts from interface_message where interface_id = ? and ${where} order by id`,
      [interfaceId, ...params],
    );
  const until = async (check: () => Promise<boolean>, ms = 45_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const hosxpResult = async (labOrderNumber: number) => {
    const [rows] = await hosxp.query(
      `select lo.lab_order_result as result, lo.confirm, lh.confirm_report as reported, lh.report_date as reportDate from lab_order lo join lab_head lh using (lab_order_number) where lo.lab_order_number = ?`,
      [labOrderNumber],
    );
    return (rows as { result: string | null; confirm: string; reported: string; reportDate: string | null }[])[0]!;
  };
  /** Receives the order, grosses, diagnoses and signs its case out: the case. */
  const receiveAndSignOut = async (orderNo: string, kind: 'surgical' | 'cytological') => {
    const { case: c } = (await user.post('/api/orders/receive', { orderNo }).expect(201)).body;
    await grossForSignOut(user, kind, c.id);
    await diagnose(doctor, kind, c.id, completeFields(kind, refs));
    await doctor.post(generateUrl(kind), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
    return c as { id: number; accessionNo: string };
  };

  beforeAll(async () => {
    maria = await startMariaDb();
    const root = await maria.root();
    await root.query(
      `create database hosxp character set utf8mb4; create user 'pathdesk'@'127.0.0.1' identified by 'hosxp-secret'; grant select, update on hosxp.* to 'pathdesk'@'127.0.0.1';`,
    );
    await root.end();
    hosxp = await maria.root('hosxp');
    await hosxp.query(HOSXP_SCHEMA);
    ({ t, admin, user, doctor, refs } = await resultsApp({ INTERFACE_SECRET_KEY: 'ab'.repeat(32) }));
    // A patient PathDesk knows under this citizen ID by another name: HOSxP's order 1005 conflicts with it.
    await registerCase(user, 'surgical', refs, { citizenId: KNOWN_CID, patientFirstName: 'สมศรี', patientLastName: 'รู้จักแล้ว' });
    interfaceId = (
      await admin
        .post('/api/interfaces', {
          kind: 'hosxp',
          hospitalId: refs.hospitalId,
          host: '127.0.0.1',
          port: maria.port,
          database: 'hosxp',
          user: 'pathdesk',
          password: 'hosxp-secret',
          labItems: { surgical: ['501'], cytological: ['502'] },
        })
        .expect(201)
    ).body.interface.id;
  }, 240_000);
  afterAll(async () => {
    await hosxp?.end().catch(() => undefined);
    await t?.close();
    await maria?.remove();
  });

  it('fetches the pathology orders not yet reported into ordered cases, the VN and the AN each in its own field', async () => {
    const outcome = (await admin.post(`/api/interfaces/${interfaceId}/poll`).expect(200)).body;
    expect(outcome).toMatchObject({ ok: true, accepted: 2, refused: 1 });

    const { orders } = (await user.get(`/api/orders?state=ordered&hospitalId=${refs.hospitalId}`).expect(200)).body;
    const byNo = Object.fromEntries(orders.map((o: { orderNo: string }) => [o.orderNo, o]));
    expect(Object.keys(byNo).sort()).toEqual(['1001', '1002']);
    expect(byNo['1001']).toMatchObject({
      kind: 'surgical',
      messageType: 'HOSXP-ORDER',
      hn: 'H0001',
      citizenId: OPD_CID,
      patientTitle: 'นาย',
      patientFirstName: 'ประเสริฐ',
      sex: 'male',
      birthDate: '1970-03-15',
      doctorName: 'นพ.สมชาย ใจดี',
      visitNo: OPD_VN,
      admissionNo: null,
      specimen: 'Surgical pathology (tissue)',
    });
    expect(byNo['1002']).toMatchObject({ kind: 'cytological', hn: 'H0002', sex: 'female', visitNo: IPD_VN, admissionNo: IPD_AN, ward: 'อายุรกรรมหญิง' });

    // The conflicting patient is kept, refused with the reason, for a person to check; nothing else is read.
    const refused = await messages(`state = 'refused'`);
    expect(refused).toEqual([expect.objectContaining({ messageType: 'HOSXP-ORDER', controlId: 'HOSXP1005' })]);
    expect(refused[0]!.error).toMatch(/citizen ID/i);
    expect((await messages(`control_id in ('HOSXP1003', 'HOSXP1004', 'HOSXP1006')`)).length).toBe(0);
  });

  it('fetches each order once: a second poll (or another replica’s) places nothing again', async () => {
    expect((await admin.post(`/api/interfaces/${interfaceId}/poll`).expect(200)).body).toMatchObject({ ok: true, accepted: 0, refused: 0 });
    expect((await messages(`direction = 'in'`)).map((m) => m.controlId)).toEqual(['HOSXP1001', 'HOSXP1002', 'HOSXP1005']);
    // The minute's poll is a pg-boss schedule (one job a minute across replicas).
    expect(await sql(t, `select name, cron from pgboss.schedule where name = 'hosxp-poll'`)).toEqual([{ name: 'hosxp-poll', cron: '* * * * *' }]);
  });

  it('writes a release into HOSxP’s lab result tables, and an amendment again', async () => {
    const c = await receiveAndSignOut('1001', 'surgical');
    await until(async () => (await messages(`case_id = ? and direction = 'out'`, [c.id]))[0]?.state === 'acked');
    const written = await hosxpResult(1001);
    expect(written).toMatchObject({ confirm: 'Y', reported: 'Y' });
    expect(written.reportDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(written.result).toContain('FINAL DIAGNOSIS');
    expect(written.result).toContain(`Final report: ${c.accessionNo}, version 1.`);
    expect(written.result).toMatch(/\/api\/reports\/surgicals\/\d+\/pdf/);
    const [first] = await messages(`case_id = ? and direction = 'out'`, [c.id]);
    expect(first).toMatchObject({ messageType: 'HOSXP-RESULT', controlId: `PD${first!.id}` });
    await expect(sql(t, `update interface_message set raw = 'x' where id = ?`, [first!.id])).rejects.toThrow(/keeps what was sent/);

    const draft = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', c.id), { fields: { diagnosis: 'Skin, left arm: benign (amended).' }, version: draft.version, amendment: true }).expect(200);
    await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Wrong site.' }).expect(201);
    await until(async () => (await messages(`case_id = ? and direction = 'out' and state = 'acked'`, [c.id])).length === 2);
    const amended = (await hosxpResult(1001)).result!;
    expect(amended).toContain(`Amended report: ${c.accessionNo}, version 2.`);
    expect(amended).toContain('benign (amended)');
  });

  it('retries while HOSxP’s database is down and writes once it is back', async () => {
    await hosxp.end();
    await maria.stop();
    const c = await receiveAndSignOut('1002', 'cytological').catch(async (error) => {
      await maria.start();
      throw error;
    });
    await until(async () => ((await messages(`case_id = ? and direction = 'out'`, [c.id]))[0]?.attempts ?? 0) >= 1);
    expect((await messages(`case_id = ? and direction = 'out'`, [c.id]))[0]!.state).toBe('queued');
    await maria.start();
    hosxp = await maria.root('hosxp');
    await until(async () => (await messages(`case_id = ? and direction = 'out'`, [c.id]))[0]?.state === 'acked', 90_000);
    expect(await hosxpResult(1002)).toMatchObject({ confirm: 'Y', reported: 'Y' });
  }, 150_000);

  it('refuses what it cannot do, with the reason: no lab items, another kind, a disabled interface, a wrong password, non-admins', async () => {
    const base = { kind: 'hosxp', hospitalId: refs.hospitalId, host: '127.0.0.1', port: maria.port, database: 'hosxp', user: 'pathdesk', password: 'x' };
    const noItems = (await admin.post('/api/interfaces', base).expect(400)).body;
    expect(JSON.stringify(noItems)).toContain('labItems');
    const twice = (await admin.post('/api/interfaces', { ...base, labItems: { surgical: ['501'], cytological: ['501'] } }).expect(400)).body;
    expect(JSON.stringify(twice)).toContain('one kind');

    const wrong = (await admin.post('/api/interfaces', { ...base, labItems: { surgical: ['501'] } }).expect(201)).body.interface;
    const outcome = (await admin.post(`/api/interfaces/${wrong.id}/poll`).expect(200)).body;
    expect(outcome).toMatchObject({ ok: false, accepted: 0, refused: 0 });
    expect(outcome.detail).toMatch(/Access denied/);
    await admin.put(`/api/interfaces/${wrong.id}`, { version: wrong.version, enabled: false }).expect(200);
    expect((await admin.post(`/api/interfaces/${wrong.id}/poll`).expect(409)).body.message).toBe(ERROR_MESSAGES.interface_poll_disabled);

    const token = (await admin.post('/api/interfaces', { kind: 'fhir-token', hospitalId: refs.hospitalId }).expect(201)).body.interface;
    expect((await admin.post(`/api/interfaces/${token.id}/poll`).expect(400)).body.message).toBe(ERROR_MESSAGES.interface_poll_unsupported);
    await admin.post('/api/interfaces/999999/poll').expect(404);
    await user.post(`/api/interfaces/${interfaceId}/poll`).expect(403);
    // The password is never answered.
    expect((await admin.get(`/api/interfaces/${interfaceId}`).expect(200)).body.interface).toMatchObject({
      hasPassword: true,
      labItems: { surgical: ['501'], cytological: ['502'] },
    });
    expect(JSON.stringify((await admin.get(`/api/interfaces/${interfaceId}`)).body)).not.toContain('hosxp-secret');
  });
});
