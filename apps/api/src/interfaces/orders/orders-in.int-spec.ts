import { connect, createServer, type AddressInfo } from 'node:net';
import request from 'supertest';
import { Hl7Message } from '@medplum/core';
import { Hl7Server } from '@medplum/hl7';
import type { OperationOutcome, ServiceRequest } from '@medplum/fhirtypes';
import { ApiClient } from '../../../test/api-client.js';
import { fhirIssues } from '../../../test/fhir-validate.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, type ResultRefs } from '../../../test/results.js';
import { resultsApp } from '../../../test/results-app.js';
import { sql } from '../../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { sendForAck } from '../hl7/hl7-send.js';
import { hl7Unescape } from '../hl7/hl7-text.js';
import { MllpListener } from './mllp-listener.js';

const FACILITY = 'BKVH';
const CID = '3100503877569';

/** A free port on loopback (the listener's, chosen before the app starts). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface OrmOptions {
  controlId: string;
  orderNo?: string;
  facility?: string;
  type?: string;
  hn?: string;
  cid?: string;
  name?: string;
  kindCode?: string;
}

/** An ORM^O01 (or OML^O21) as a hospital's system writes it. */
function orm({
  controlId,
  orderNo = `HX${controlId}`,
  facility = FACILITY,
  type = 'ORM^O01^ORM_O01',
  hn = 'HN7001',
  cid = CID,
  name = 'ใจดี^สมศรี^^^นาง^^L~JAIDEE^SOMSRI^^^^^A',
  kindCode = '11529-5^Surgical pathology study^LN',
}: OrmOptions): string {
  return [
    `MSH|^~\\&|HOSxP|${facility}|PATHDESK|LAB|20261127090000+0700||${type}|${controlId}|P|2.5.1`,
    `PID|1||${hn ? `${hn}^^^${facility}^MR~` : ''}${cid ? `${cid}^^^TH-CID^NI` : ''}||${name}||19800115|F`,
    `PV1|1|O`,
    `ORC|NW|${orderNo}||||||||||ว.12345^ธนากร^สมชาย^^^นพ.`,
    `OBR|1|${orderNo}||${kindCode}|||20261127080000+0700||||||Breast lump 2 cm, left|||ว.12345^ธนากร^สมชาย^^^นพ.`,
    `SPM|1|||^Left breast, core biopsy`,
  ].join('\r');
}

/**
 * Issue 29.4 and 29.7: orders in through a real MLLP socket on loopback (the app's listener, the
 * test's own @medplum/hl7 client) and through POST /api/fhir/ServiceRequest with a hospital's token.
 * Accepted orders wait in "Ordered — not yet received"; receiving one by its number registers its
 * case (accession number then); the ORU of its release carries the order number in OBR-2. Bad input
 * is refused with the reason and nothing but the kept message is written.
 */
describe('orders in (HL7 ORM/OML over MLLP, FHIR ServiceRequest)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let listenPort = 0;
  let token = '';
  let hospital: Hl7Server;
  const oruReceived: string[] = [];

  const send = (text: string) => sendForAck({ host: '127.0.0.1', port: listenPort }, text, 10_000);
  const msa = (ack: Hl7Message) => ({ code: ack.getSegment('MSA')!.getField(1).toString(), text: hl7Unescape(ack.getSegment('MSA')!.getField(3).toString()) });
  const ordersCount = async () => Number((await sql<{ n: number }[]>(t, `select count(*)::int as n from case_order`))[0]!.n);
  const inMessage = (controlId: string) =>
    sql<{ state: string; interfaceId: number | null; error: string | null; raw: string }[]>(
      t,
      `select state, interface_id as "interfaceId", error, raw from interface_message where direction = 'in' and control_id = ? order by id`,
      [controlId],
    );

  beforeAll(async () => {
    listenPort = await freePort();
    ({ t, admin, user, doctor, refs } = await resultsApp({ HL7_LISTEN_PORT: String(listenPort), HL7_LISTEN_HOST: '127.0.0.1' }));
    // The hospital's own listener for the results sent back.
    hospital = new Hl7Server((connection) => {
      connection.addEventListener('message', (event: Event) => {
        const { message } = event as unknown as { message: { toString(): string; buildAck(o: { ackCode: string }): never } };
        oruReceived.push(message.toString());
        connection.send(message.buildAck({ ackCode: 'AA' }));
      });
    });
    await hospital.start(0);
    await admin
      .post('/api/interfaces', {
        kind: 'hl7v2-mllp',
        hospitalId: refs.hospitalId,
        host: '127.0.0.1',
        port: (hospital.server!.address() as AddressInfo).port,
        sendingApplication: 'PATHDESK',
        sendingFacility: 'LAB',
        receivingApplication: 'HOSxP',
        receivingFacility: FACILITY,
      })
      .expect(201);
    token = (await admin.post('/api/interfaces', { kind: 'fhir-token', hospitalId: refs.hospitalId }).expect(201)).body.token;
  });
  afterAll(async () => {
    await hospital?.stop({ forceDrainTimeoutMs: 0 }); // close the app's open connection now, not after 10 s
    await t?.close();
  });

  it('listens on the loopback address it was given', () => {
    expect(t.app.get(MllpListener).address()).toEqual(expect.objectContaining({ address: '127.0.0.1', port: listenPort }));
  });

  it('accepts an ORM^O01 (AA): an ordered case with the patient, doctor, specimen and clinical data, kept and audited', async () => {
    const ack = await send(orm({ controlId: 'C1001', orderNo: 'HX-1001' }));
    expect(msa(ack).code).toBe('AA');
    expect(ack.getSegment('MSA')!.getField(2).toString()).toBe('C1001');
    const { orders, total } = (await user.get('/api/orders?search=HX-1001').expect(200)).body;
    expect(total).toBe(1);
    expect(orders[0]).toEqual(
      expect.objectContaining({
        orderNo: 'HX-1001',
        kind: 'surgical',
        state: 'ordered',
        messageType: 'ORM^O01',
        hospitalId: refs.hospitalId,
        hn: 'HN7001',
        citizenId: CID,
        patientTitle: 'นาง',
        patientFirstName: 'สมศรี',
        patientLastName: 'ใจดี',
        patientFirstNameEn: 'SOMSRI',
        patientLastNameEn: 'JAIDEE',
        sex: 'female',
        birthDate: '1980-01-15',
        specimen: 'Left breast, core biopsy',
        clinicalHistory: 'Breast lump 2 cm, left',
        collectedAt: '2026-11-27T01:00:00.000Z',
        doctorName: 'นพ. สมชาย ธนากร',
        doctorId: refs.doctorId,
        caseId: null,
      }),
    );
    const [kept] = await inMessage('C1001');
    expect(kept).toEqual(expect.objectContaining({ state: 'accepted', interfaceId: expect.any(Number) }));
    expect(kept!.raw).toContain('HX-1001');
    const audited = await sql<{ after: Record<string, unknown> }[]>(
      t,
      `select after from audit_log where entity in ('interface_message', 'case_order') and after::text like '%C1001%' or after::text like '%HX-1001%'`,
    );
    expect(audited.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audited)).not.toContain('สมศรี');
  });

  it('answers a repeated control id with the first ACK and places nothing twice (exactly once)', async () => {
    const before = await ordersCount();
    const first = (await inMessage('C1001'))[0]!;
    const again = await send(orm({ controlId: 'C1001', orderNo: 'HX-1001' }));
    expect(msa(again).code).toBe('AA');
    expect(await ordersCount()).toBe(before);
    expect(await inMessage('C1001')).toHaveLength(1);
    expect(first.state).toBe('accepted');
  });

  it('handles a message sent twice at once on two connections exactly once (as two replicas would)', async () => {
    const before = await ordersCount();
    const acks = await Promise.all([send(orm({ controlId: 'C1003', orderNo: 'HX-1003' })), send(orm({ controlId: 'C1003', orderNo: 'HX-1003' }))]);
    expect(acks.map((a) => msa(a).code)).toEqual(['AA', 'AA']);
    expect(await ordersCount()).toBe(before + 1);
    expect(await inMessage('C1003')).toHaveLength(1);
  });

  it('accepts an OML^O21 (a Pap) too', async () => {
    const ack = await send(orm({ controlId: 'C1002', orderNo: 'HX-1002', type: 'OML^O21^OML_O21', kindCode: '47528-5^Pap^LN', hn: 'HN7002', cid: '', name: 'ดีมาก^วันดี^^^นางสาว' }));
    expect(msa(ack).code).toBe('AA');
    const { orders } = (await user.get('/api/orders?search=HX-1002').expect(200)).body;
    expect(orders[0]).toEqual(expect.objectContaining({ kind: 'gynecological', messageType: 'OML^O21', citizenId: null }));
  });

  it.each([
    ['an unknown sending facility', orm({ controlId: 'C2001', facility: 'NOWHERE' }), 'AR', /sending facility NOWHERE/, null],
    ['a message type it does not take', orm({ controlId: 'C2002', type: 'ADT^A01^ADT_A01' }), 'AR', /ADT\^A01 is not accepted/, 'interface'],
    ['an order without HN', orm({ controlId: 'C2003', hn: '' }), 'AE', /no patient HN/, 'interface'],
    ['an unknown kind of specimen', orm({ controlId: 'C2004', kindCode: '99999-9^Blood culture^LN' }), 'AE', /Unknown kind of specimen "99999-9"/, 'interface'],
    ['a patient whose citizen ID is invalid', orm({ controlId: 'C2005', cid: '1234567890123' }), 'AE', /citizenId: must be 13 digits/, 'interface'],
  ])('refuses %s with the reason, keeps the message, places nothing', async (_what, text, code, reason, kept) => {
    const controlId = Hl7Message.parse(text).header.getField(10).toString();
    const before = await ordersCount();
    const ack = await send(text);
    expect(msa(ack).code).toBe(code);
    expect(msa(ack).text).toMatch(reason);
    expect(hl7Unescape(ack.getSegment('ERR')!.getComponent(8, 1))).toMatch(reason);
    expect(await ordersCount()).toBe(before);
    const [m] = await inMessage(controlId);
    expect(m).toEqual(expect.objectContaining({ state: 'refused', error: expect.stringMatching(reason), interfaceId: kept ? expect.any(Number) : null }));
  });

  it('refuses a malformed message (AR) read off the socket, and keeps it', async () => {
    const socket = connect(listenPort, '127.0.0.1');
    const reply = await new Promise<string>((resolve, reject) => {
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('utf8');
        if (data.includes('\x1c\r')) resolve(data);
      });
      socket.on('error', reject);
      socket.write(Buffer.from('\x0bGARBAGE|not hl7\rPID|1\x1c\r', 'utf8'));
    });
    socket.destroy();
    // The MLLP frame: VT, the message, FS CR.
    const ack = Hl7Message.parse(reply.slice(reply.indexOf('\v') + 1, reply.lastIndexOf('\x1c')));
    expect(msa(ack)).toEqual({ code: 'AR', text: expect.stringMatching(/not a readable HL7 v2 message/) });
    const [m] = await sql<{ raw: string; state: string }[]>(t, `select raw, state from interface_message where direction = 'in' and raw like 'GARBAGE%'`);
    expect(m).toEqual({ raw: 'GARBAGE|not hl7\rPID|1', state: 'refused' });
  });

  it('refuses an order whose patient conflicts with a known patient (same citizen ID, another name)', async () => {
    await registerCase(user, 'surgical', refs, { citizenId: '1103700012346', patientFirstName: 'มานี', patientLastName: 'มีนา' });
    const before = await ordersCount();
    const ack = await send(orm({ controlId: 'C2006', orderNo: 'HX-2006', cid: '1103700012346', name: 'ใจดี^สมศรี^^^นาง' }));
    expect(msa(ack)).toEqual({ code: 'AE', text: expect.stringMatching(/Citizen ID 1103700012346 belongs to a known patient with another name/) });
    expect(await ordersCount()).toBe(before);
    // The same patient by the same name is no conflict.
    expect(msa(await send(orm({ controlId: 'C2007', orderNo: 'HX-2007', cid: '1103700012346', name: 'มีนา^มานี' }))).code).toBe('AA');
  });

  it('refuses an order number the hospital placed before', async () => {
    const ack = await send(orm({ controlId: 'C2008', orderNo: 'HX-1001' }));
    expect(msa(ack)).toEqual({ code: 'AE', text: 'Order HX-1001 was already placed by this hospital.' });
  });

  it('receives an ordered case by its order number: the case registered with its accession number, the order no longer waiting', async () => {
    const { order, case: c } = (await user.post('/api/orders/receive', { orderNo: 'HX-1001' }).expect(201)).body;
    expect(c.accessionNo).toMatch(/^S\d/);
    expect(c).toEqual(
      expect.objectContaining({
        hn: 'HN7001',
        citizenId: CID,
        patientFirstName: 'สมศรี',
        hospitalId: refs.hospitalId,
        doctorId: refs.doctorId,
        specimen: 'Left breast, core biopsy',
      }),
    );
    expect(order).toEqual(expect.objectContaining({ state: 'received', caseId: c.id, accessionNo: c.accessionNo, receivedBy: 'user' }));
    expect((await user.get('/api/orders?search=HX-1001').expect(200)).body.total).toBe(0);
    expect((await user.get('/api/orders?state=received&search=HX-1001').expect(200)).body.orders[0].caseId).toBe(c.id);
    const again = await user.post('/api/orders/receive', { orderNo: 'HX-1001' }).expect(409);
    expect(again.body.message).toBe(`Order HX-1001 was already received as case ${c.accessionNo}.`);
    expect((await user.post('/api/orders/receive', { orderNo: 'NOPE-1' }).expect(404)).body.message).toBe('No order is waiting with the number NOPE-1.');
    await user.post('/api/orders/receive', { orderNo: '' }).expect(400);
    await doctor.post('/api/orders/receive', { orderNo: 'HX-1002' }).expect(403);
    await doctor.get('/api/orders').expect(403);

    // Its release: the ORU^R01 names the hospital's order number in OBR-2 (and ORC-2).
    await grossForSignOut(user, 'surgical', c.id);
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs));
    await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
    const end = Date.now() + 30_000;
    while (!oruReceived.some((m) => m.includes(c.accessionNo)) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    const oru = Hl7Message.parse(oruReceived.find((m) => m.includes(c.accessionNo))!);
    expect(oru.getSegment('OBR')!.getField(2).toString()).toBe('HX-1001');
    expect(oru.getSegment('ORC')!.getField(2).toString()).toBe('HX-1001');
    expect(oru.getSegment('OBR')!.getComponent(3, 1)).toBe(c.accessionNo);
  });

  it('tests an interface’s connection (Settings → Interfaces): its host answers, or the reason it does not', async () => {
    const interfaces = (await admin.get('/api/interfaces').expect(200)).body.interfaces as { id: number; kind: string }[];
    const hl7 = interfaces.find((i) => i.kind === 'hl7v2-mllp')!;
    expect((await admin.post(`/api/interfaces/${hl7.id}/test`).expect(200)).body).toEqual({ ok: true, detail: expect.stringMatching(/accepts connections/) });
    const closed = await freePort();
    const down = (
      await admin
        .post('/api/interfaces', {
          kind: 'hl7v2-mllp',
          hospitalId: refs.otherHospitalId,
          host: '127.0.0.1',
          port: closed,
          sendingApplication: 'PATHDESK',
          sendingFacility: 'LAB',
          receivingApplication: 'HIS',
          receivingFacility: 'RKKH',
        })
        .expect(201)
    ).body.interface;
    expect((await admin.post(`/api/interfaces/${down.id}/test`).expect(200)).body).toEqual({ ok: false, detail: expect.stringMatching(/ECONNREFUSED/) });
    const token = interfaces.find((i) => i.kind === 'fhir-token')!;
    expect((await admin.post(`/api/interfaces/${token.id}/test`).expect(400)).body.message).toMatch(/nothing to connect to/);
    await user.post(`/api/interfaces/${hl7.id}/test`).expect(403);
  });

  describe('POST /api/fhir/ServiceRequest', () => {
    const serviceRequest = (orderNo: string, over: Partial<ServiceRequest> = {}): ServiceRequest => ({
      resourceType: 'ServiceRequest',
      status: 'active',
      intent: 'order',
      identifier: [{ type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'PLAC' }] }, value: orderNo }],
      code: { coding: [{ system: 'http://loinc.org', code: '11526-1', display: 'Pathology study' }] },
      subject: { reference: '#p' },
      specimen: [{ reference: '#s' }],
      requester: { display: 'พญ. วิไลวรรณ ศรีประเสริฐ' },
      reasonCode: [{ text: 'Thyroid nodule' }],
      priority: 'urgent',
      contained: [
        {
          resourceType: 'Patient',
          id: 'p',
          identifier: [
            { system: 'https://terms.sil-th.org/hcode/5/10999/HN', value: 'HN8001' },
            { system: 'https://terms.sil-th.org/id/th-cid', value: '1101700203450' },
          ],
          name: [
            { family: 'รักดี', given: ['ประเสริฐ'], prefix: ['นาย'] },
            { family: 'RAKDEE', given: ['PRASERT'] },
          ],
          gender: 'male',
          birthDate: '1975-03-02',
        },
        { resourceType: 'Specimen', id: 's', type: { text: 'Thyroid FNA' } },
      ],
      ...over,
    });
    const post = (body: unknown, bearer: string | null = token) => {
      const r = request(t.http).post('/api/fhir/ServiceRequest').set('Content-Type', 'application/fhir+json');
      return (bearer ? r.set('Authorization', `Bearer ${bearer}`) : r).send(JSON.stringify(body));
    };

    it('places an order with a hospital’s token: 201, the ServiceRequest (valid FHIR R4), ordered and waiting', async () => {
      const res = await post(serviceRequest('SR-3001')).expect(201);
      expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
      expect(res.headers.location).toMatch(/\/api\/fhir\/ServiceRequest\/\d+$/);
      expect(fhirIssues(res.body)).toEqual([]);
      const { orders } = (await user.get('/api/orders?search=SR-3001').expect(200)).body;
      expect(orders[0]).toEqual(
        expect.objectContaining({
          kind: 'cytological',
          messageType: 'ServiceRequest',
          hn: 'HN8001',
          citizenId: '1101700203450',
          patientTitle: 'นาย',
          patientFirstName: 'ประเสริฐ',
          patientLastNameEn: 'RAKDEE',
          sex: 'male',
          specimen: 'Thyroid FNA',
          priority: 'urgent',
          clinicalHistory: 'Thyroid nodule',
          doctorName: 'พญ. วิไลวรรณ ศรีประเสริฐ',
          doctorId: expect.any(Number),
        }),
      );
      const { case: c } = (await user.post('/api/orders/receive', { orderNo: 'SR-3001' }).expect(201)).body;
      expect(c.accessionNo).toMatch(/^C/);
    });

    it('answers an OperationOutcome for an invalid resource, an unknown kind, a repeated number — keeping the request, placing nothing', async () => {
      const before = await ordersCount();
      const invalid = await post({ ...serviceRequest('SR-3002'), intent: undefined, subject: { reference: 42 } }).expect(400);
      expect((invalid.body as OperationOutcome).resourceType).toBe('OperationOutcome');
      expect(invalid.body.issue[0].diagnostics).toMatch(/not a valid FHIR R4 ServiceRequest/);
      expect(fhirIssues(invalid.body)).toEqual([]);
      const unknown = await post(serviceRequest('SR-3003', { code: { coding: [{ system: 'http://loinc.org', code: '600-7' }] } })).expect(400);
      expect(unknown.body.issue[0].diagnostics).toMatch(/Unknown kind of specimen "600-7"/);
      const repeated = await post(serviceRequest('SR-3001')).expect(409);
      expect(repeated.body.issue[0].code).toBe('conflict');
      await post({ resourceType: 'Patient' }).expect(400);
      expect(await ordersCount()).toBe(before);
      const kept = await sql<{ state: string }[]>(t, `select state from interface_message where message_type = 'ServiceRequest' and state = 'refused'`);
      expect(kept).toHaveLength(3);
    });

    it('places an order number sent twice at once only once: one 201, one 409 — never a 500', async () => {
      const statuses = (await Promise.all([post(serviceRequest('SR-3010')), post(serviceRequest('SR-3010'))])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409]);
      expect((await user.get('/api/orders?search=SR-3010').expect(200)).body.total).toBe(1);
    });

    it('refuses a wrong token (401) and a session (403): only a hospital’s system places orders', async () => {
      await post(serviceRequest('SR-3004'), 'x'.repeat(40)).expect(401);
      await user.post('/api/fhir/ServiceRequest', serviceRequest('SR-3005')).expect(403);
    });
  });
});
