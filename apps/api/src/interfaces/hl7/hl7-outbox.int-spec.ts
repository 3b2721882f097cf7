import type { AddressInfo } from 'node:net';
import { Hl7Message } from '@medplum/core';
import { Hl7Server } from '@medplum/hl7';
import { ApiClient } from '../../../test/api-client.js';
import { signedOutCase, type ResultRefs } from '../../../test/results.js';
import { resultsApp } from '../../../test/results-app.js';
import { sql } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

interface MessageRow {
  id: number;
  state: string;
  raw: string;
  ack: string | null;
  error: string | null;
  attempts: number;
}

/**
 * Issue 29.3: every release queues one ORU^R01 per HL7 interface of its hospital, sent over MLLP by
 * a pg-boss job to a real listener on loopback; retried while the listener is down, delivered once it
 * is up; an AE answer is `rejected` with its reason; the message text never changes.
 */
describe('HL7 v2 outbox (ORU^R01 over MLLP)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let interfaceId = 0;
  let server: Hl7Server | null = null;
  let port = 0;
  let answer: 'AA' | 'AE' = 'AA';
  /** While set, the hospital refuses (AE) every message but this accession number's. */
  let refuseAllBut: string | null = null;
  const received: string[] = [];

  /** Starts the hospital's listener on `at` (0: a free port), answering `answer`. */
  const listen = async (at: number) => {
    server = new Hl7Server((connection) => {
      connection.addEventListener('message', (event: Event) => {
        const { message } = event as unknown as { message: { toString(): string; buildAck(o: { ackCode: string }): never } };
        received.push(message.toString());
        const refuse = refuseAllBut !== null && !message.toString().includes(refuseAllBut);
        connection.send(message.buildAck({ ackCode: refuse ? 'AE' : answer }));
      });
    });
    await server.start(at);
    port = (server.server!.address() as AddressInfo).port;
  };
  const messagesOf = (caseId: number) =>
    sql<MessageRow[]>(t, `select id::int as id, state, raw, ack, error, attempts from interface_message where case_id = ? order by id`, [caseId]);
  const until = async (check: () => Promise<boolean>, ms = 30_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  beforeAll(async () => {
    ({ t, admin, user, doctor, refs } = await resultsApp({ HL7_ACK_TIMEOUT_MS: '2000' }));
    await listen(0);
    interfaceId = (
      await admin
        .post('/api/interfaces', {
          kind: 'hl7v2-mllp',
          hospitalId: refs.hospitalId,
          host: '127.0.0.1',
          port,
          sendingApplication: 'PATHDESK',
          sendingFacility: 'LAB',
          receivingApplication: 'HIS',
          receivingFacility: 'BKV',
        })
        .expect(201)
    ).body.interface.id;
  });
  afterAll(async () => {
    await server?.stop({ forceDrainTimeoutMs: 0 }); // the app keeps its connection: close it now, not after 10 s
    await t.close();
  });

  it('a release is sent once and acked; the message keeps its text', async () => {
    const { case: c } = await signedOutCase(user, doctor, 'surgical', refs);
    await until(async () => (await messagesOf(c.id))[0]?.state === 'acked');
    const [m] = await messagesOf(c.id);
    const parsed = Hl7Message.parse(m!.raw);
    expect(parsed.getSegment('OBR')!.getComponent(3, 1)).toBe(c.accessionNo);
    expect(received.filter((r) => r.includes(c.accessionNo))).toHaveLength(1);
    expect(Hl7Message.parse(m!.ack!).getSegment('MSA')!.getField(1).toString()).toBe('AA');
    await expect(sql(t, `update interface_message set raw = 'x' where id = ?`, [m!.id])).rejects.toThrow(/keeps what was sent/);
    await expect(sql(t, `delete from interface_message where id = ?`, [m!.id])).rejects.toThrow(/keeps what was sent/);
  });

  it('retries while the listener is down and delivers once it is up', async () => {
    const at = port;
    await server!.stop({ forceDrainTimeoutMs: 0 });
    server = null;
    const { case: c } = await signedOutCase(user, doctor, 'cytological', refs);
    await until(async () => ((await messagesOf(c.id))[0]?.attempts ?? 0) >= 1);
    expect((await messagesOf(c.id))[0]!.state).toBe('queued');
    await listen(at);
    await until(async () => (await messagesOf(c.id))[0]?.state === 'acked', 60_000);
    expect(received.filter((r) => r.includes(c.accessionNo))).toHaveLength(1);
  });

  it('an AE answer is rejected with its reason and not sent again', async () => {
    answer = 'AE';
    const { case: c } = await signedOutCase(user, doctor, 'gynecological', refs);
    await until(async () => (await messagesOf(c.id))[0]?.state === 'rejected');
    expect((await messagesOf(c.id))[0]!.error).toBeTruthy();
    answer = 'AA';
  });

  it('lists the interface’s messages, shows one’s text (audited), and resends as a new message, the first unchanged', async () => {
    const { case: c } = await signedOutCase(user, doctor, 'surgical', refs);
    await until(async () => (await messagesOf(c.id))[0]?.state === 'acked');
    const [first] = await messagesOf(c.id);
    const list = (await admin.get(`/api/interfaces/${interfaceId}/messages?search=${c.accessionNo}`).expect(200)).body;
    expect(list.total).toBe(1);
    expect(list.messages[0]).toEqual(expect.objectContaining({ id: first!.id, state: 'acked', accessionNo: c.accessionNo, messageType: 'ORU^R01' }));
    expect(list.messages[0].raw).toBeUndefined();
    const one = (await admin.get(`/api/interfaces/${interfaceId}/messages/${first!.id}`).expect(200)).body.message;
    expect(one.raw).toBe(first!.raw);
    expect((await sql(t, `select 1 from audit_log where entity = 'interface_message' and entity_id = ? and action = 'view'`, [String(first!.id)])).length).toBe(1);
    const resent = (await admin.post(`/api/interfaces/${interfaceId}/messages/${first!.id}/resend`).expect(201)).body.message;
    expect(resent).toEqual(expect.objectContaining({ resendOf: first!.id, state: 'queued', reportId: first!.id ? expect.any(Number) : null }));
    await until(async () => (await messagesOf(c.id)).every((m) => m.state === 'acked'));
    const after = await messagesOf(c.id);
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual(first);
    expect(Hl7Message.parse(after[1]!.raw).header.getField(10).toString()).toBe(`PD${resent.id}`);
    await admin.post(`/api/interfaces/${interfaceId}/messages/999999/resend`).expect(404);
    await user.get(`/api/interfaces/${interfaceId}/messages`).expect(403);
  });

  it('answers where the dispatch page’s reports stand: per interface, the latest message out (a resend replaces a refusal)', async () => {
    const sent = await signedOutCase(user, doctor, 'surgical', refs);
    refuseAllBut = sent.case.accessionNo;
    const refused = await signedOutCase(user, doctor, 'surgical', refs);
    await until(async () => (await messagesOf(refused.case.id))[0]?.state === 'rejected');
    refuseAllBut = null;
    await until(async () => (await messagesOf(sent.case.id))[0]?.state === 'acked');
    const reportOf = async (caseId: number) => (await sql<{ id: number }[]>(t, `select report_id as id from interface_message where case_id = ?`, [caseId]))[0]!.id;
    const [a, b] = [await reportOf(sent.case.id), await reportOf(refused.case.id)];
    // a report with no message (no interface of its hospital, or none yet) has nothing to show
    const unsent = b + 1_000_000;
    const states = async () => (await user.get(`/api/interface-messages?reportIds=${[a, b, unsent].join(',')}`).expect(200)).body.messages;
    expect(await states()).toEqual([
      { reportId: a, interfaceId, interfaceName: expect.any(String), state: 'acked', attempts: expect.any(Number), error: null, answeredAt: expect.any(String) },
      { reportId: b, interfaceId, interfaceName: expect.any(String), state: 'rejected', attempts: expect.any(Number), error: expect.any(String), answeredAt: expect.any(String) },
    ]);
    const [first] = await messagesOf(refused.case.id);
    await admin.post(`/api/interfaces/${interfaceId}/messages/${first!.id}/resend`).expect(201);
    await until(async () => (await messagesOf(refused.case.id))[1]?.state === 'acked');
    expect((await states())[1]).toEqual(expect.objectContaining({ reportId: b, state: 'acked', error: null }));
    // its input checked; lab staff who dispatch only
    const reasons = async (query: string) =>
      ((await user.get(`/api/interface-messages${query}`).expect(400)).body.errors as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);
    expect(await reasons('')).toEqual(['reportIds: choose at least one report']);
    expect(await reasons(`?reportIds=${a},${a}`)).toEqual(['reportIds: must name each report once']);
    expect(await reasons('?reportIds=x')).toEqual([expect.stringMatching(/^reportIds\.0: /)]);
    expect(await reasons(`?reportIds=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`)).toEqual([expect.stringMatching(/^reportIds: /)]);
    await doctor.get(`/api/interface-messages?reportIds=${a}`).expect(403);
  });

  it('two replicas on one database send each release exactly once', async () => {
    const replica = await createTestApp({ HL7_ACK_TIMEOUT_MS: '2000' }, { database: t.database });
    try {
      const cases = [];
      for (let i = 0; i < 4; i++) cases.push((await signedOutCase(user, doctor, i % 2 ? 'cytological' : 'surgical', refs)).case);
      for (const c of cases) await until(async () => (await messagesOf(c.id))[0]?.state === 'acked');
      for (const c of cases) {
        expect(await messagesOf(c.id)).toHaveLength(1);
        expect(received.filter((r) => r.includes(c.accessionNo))).toHaveLength(1);
      }
    } finally {
      await replica.close({ keepDatabase: true });
    }
  });

  it('a hospital with no HL7 interface gets no message', async () => {
    const { case: c } = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId } });
    expect(await messagesOf(c.id)).toEqual([]);
  });

  it('an interface that asks for the PDF gets the sealed PDF as an ED OBX, added before the first send and kept after', async () => {
    await admin
      .post('/api/interfaces', {
        kind: 'hl7v2-mllp',
        hospitalId: refs.otherHospitalId,
        host: '127.0.0.1',
        port,
        sendingApplication: 'PATHDESK',
        sendingFacility: 'LAB',
        receivingApplication: 'HIS',
        receivingFacility: 'OTHER',
        includePdf: true,
      })
      .expect(201);
    const { case: c } = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId } });
    await until(async () => (await messagesOf(c.id))[0]?.state === 'acked', 60_000);
    const [m] = await messagesOf(c.id);
    const ed = Hl7Message.parse(m!.raw).getAllSegments('OBX').at(-1)!;
    expect(ed.getField(2).toString()).toBe('ED');
    const pdf = Buffer.from(ed.getComponent(5, 5), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The same bytes as every download of that version (sealed once), and what the listener received.
    const [sealed] = await sql<{ pdf: Buffer }[]>(
      t,
      `select p.pdf from sealed_pdf p join document_seal s on s.id = p.seal_id join report_version r on r.id = s.document_id where s.document_type = 'report' and r.case_id = ?`,
      [c.id],
    );
    expect(Buffer.compare(pdf, sealed!.pdf)).toBe(0);
    expect(received.find((r) => r.includes(c.accessionNo))).toContain(ed.getComponent(5, 5).slice(0, 200));
    // Once tried, its text is kept: appending again is refused as any change.
    await expect(sql(t, `update interface_message set raw = raw || 'x' where id = ?`, [m!.id])).rejects.toThrow(/keeps what was sent/);
  });
});
