import { CASE_KINDS, CASE_ROUTES, formatAccessionNumber, labYear, type CaseKind } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseBody, caseRefs, hoursAgo, writes, type CaseRefs } from '../../test/cases.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CaseClock } from './domain/case-clock.js';

const PRICES: Record<CaseKind, number> = { surgical: 700, cytological: 400, gynecological: 250 };
const LETTERS: Record<CaseKind, string> = { surgical: 'S', cytological: 'C', gynecological: 'G' };

/** The accession number `seq` of this lab year with the seeded prefix of `kind`. */
const numberOf = (kind: CaseKind, seq: number, year = labYear()) => formatAccessionNumber({ letters: LETTERS[kind], era: 'BE', width: 5 }, year, seq);

describe('case registration', () => {
  let t: TestApp;
  let user: ApiClient;
  let admin: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    admin = await ApiClient.signedIn(t, 'admin');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  const lastSeq = async (kind: CaseKind) => {
    const [row] = await sql<{ n: number }[]>(
      t,
      `select coalesce(max(ac.last_number), 0)::int as n from accession_counter ac join setting_prefix p on p.id = ac.prefix_id
        where p.kind = ? and p.status = 'active' and ac.year = ?`,
      [kind, labYear()],
    );
    return row!.n;
  };
  const register = (kind: CaseKind, overrides: Record<string, unknown> = {}, client = user) => client.post(`/api/${CASE_ROUTES[kind].plural}`, caseBody(kind, refs, overrides));

  describe('demo cases', () => {
    it('a new database outside production gets ~30 realistic cases, registered like any other', async () => {
      const rows = await sql<
        { kind: CaseKind; accession_no: string; accession_seq: number; status: string; priority: string; created_by_username: string; cancel_reason: string | null }[]
      >(t, 'select kind, accession_no, accession_seq, status, priority, created_by_username, cancel_reason from pathology_case order by id');
      expect(rows.length).toBeGreaterThanOrEqual(25);
      for (const kind of CASE_KINDS) {
        const ofKind = rows.filter((r) => r.kind === kind);
        expect(ofKind.length).toBeGreaterThanOrEqual(8);
        // Numbered from 1 with the kind's prefix, in order.
        expect(ofKind.map((r) => r.accession_no)).toEqual(ofKind.map((_, i) => numberOf(kind, i + 1)));
      }
      expect([...new Set(rows.map((r) => r.created_by_username))]).toEqual(['user']);
      const cancelled = rows.filter((r) => r.status === 'cancelled');
      expect(cancelled.length).toBeGreaterThanOrEqual(2);
      expect(cancelled.every((r) => (r.cancel_reason ?? '').length > 10)).toBe(true);
      expect(rows.filter((r) => r.status === 'registered').length).toBeGreaterThan(20);
      expect(rows.some((r) => r.priority === 'urgent')).toBe(true);
      // Thai patients with real-looking data, readable through the API.
      const list = (await user.get('/api/gynecologicals?rows=100').expect(200)).body.gynecologicals;
      expect(list.length).toBe(rows.filter((r) => r.kind === 'gynecological').length);
      const one = (await user.get(`/api/gynecologicals/${list[0].id}`).expect(200)).body.gynecological;
      expect(one).toMatchObject({ sex: 'female', gynTypeName: expect.any(String), companyName: expect.any(String), doctorName: expect.stringMatching(/^(นพ\.|พญ\.) /) });
      // Each has its audit record, the cancelled ones a second.
      const [audit] = await sql<{ creates: number; cancels: number }[]>(
        t,
        `select count(*) filter (where action = 'create')::int as creates, count(*) filter (where action = 'cancel')::int as cancels from audit_log where entity = 'pathology_case'`,
      );
      expect(audit).toEqual({ creates: rows.length, cancels: cancelled.length });
    });

    it('production databases get none', async () => {
      const production = await createTestApp({ NODE_ENV: 'production', INITIAL_ADMIN_USERNAME: 'chief', INITIAL_ADMIN_PASSWORD: 'chief-secret-password' });
      try {
        expect(await sql(production, 'select count(*)::int as n from pathology_case')).toEqual([{ n: 0 }]);
        const chief = await ApiClient.signedIn(production, 'chief', 'chief-secret-password');
        const prepared = (await chief.get('/api/surgicals/prepare-register').expect(200)).body;
        expect(prepared).toMatchObject({ nextAccessionNo: numberOf('surgical', 1), defaultPrice: 700 });
      } finally {
        await production.close();
      }
    });
  });

  it.each(CASE_KINDS)('registers a %s case with its own fields: the next number of its prefix, the kind’s price, audited', async (kind) => {
    const { plural, singular } = CASE_ROUTES[kind];
    const prepared = (await user.get(`/api/${plural}/prepare-register`).expect(200)).body;
    const res = await register(kind).expect(201);
    const created = res.body[singular];
    expect(Object.keys(res.body)).toEqual([singular]);
    expect(created.accessionNo).toBe(prepared.nextAccessionNo);
    expect(created.accessionNo).toBe(numberOf(kind, await lastSeq(kind)));
    expect(created).toMatchObject({
      id: expect.any(Number),
      kind,
      status: 'registered',
      priority: 'routine',
      hn: '6500001',
      patientName: 'นางสมหญิง ใจดี',
      patientFirstNameEn: 'Somying',
      sex: 'female',
      birthDate: '1980-05-10',
      hospitalId: refs.hospitalId,
      hospitalName: 'โรงพยาบาลกรุงเทพเวชการ',
      doctorId: refs.doctorId,
      doctorName: 'นพ. สมชาย ธนากร',
      companyId: refs.companyId,
      companyName: 'ชำระเงินเอง',
      containers: 1,
      price: PRICES[kind],
      cancelReason: null,
      cancelledAt: null,
      createdBy: 'user',
      version: 1,
    });
    const age = new Date().getFullYear() - 1980 - (new Date().toISOString().slice(5, 10) < '05-10' ? 1 : 0);
    expect(Math.abs(created.ageYears - age)).toBeLessThanOrEqual(1);
    if (kind === 'gynecological')
      expect(created).toMatchObject({
        gynTypeId: refs.gynTypeId,
        gynTypeName: 'Liquid-based cytology (ThinPrep)',
        lmp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        relevantHistory: 'G2P2, annual screening',
      });
    else expect(created).toMatchObject({ gynTypeId: null, lmp: null, relevantHistory: null });
    if (kind === 'cytological') expect(created).toMatchObject({ cytoTypeId: refs.cytoTypeId, cytoTypeName: 'Fine-needle aspiration (FNA)', source: 'Right thyroid lobe' });
    else expect(created).toMatchObject({ cytoTypeId: null, source: null });
    // What GET answers is what POST answered.
    expect((await user.get(`/api/${plural}/${created.id}`).expect(200)).body).toEqual({ [singular]: created });
    const audit = await auditOf(t, 'pathology_case', created.id);
    expect(audit).toEqual([
      {
        action: 'create',
        actor_username: 'user',
        before: null,
        after: expect.objectContaining({ accessionNo: created.accessionNo, status: 'registered', hn: '6500001', hospitalId: refs.hospitalId, price: PRICES[kind] }),
        reason: null,
      },
    ]);
    if (kind !== 'gynecological') expect(audit[0]!.after).not.toHaveProperty('lmp');
  });

  it('refuses the fields of another kind as unknown (400)', async () => {
    const before = await writes(t);
    const surgical = await register('surgical', { lmp: '2026-01-01', gynTypeId: refs.gynTypeId }).expect(400);
    expect(surgical.body.errors).toEqual([{ field: 'lmp, gynTypeId', message: expect.stringMatching(/unrecognized/i) }]);
    const cytological = await register('cytological', { relevantHistory: 'x' }).expect(400);
    expect(cytological.body.errors.map((e: { field: string }) => e.field)).toEqual(['relevantHistory']);
    const gynecological = await register('gynecological', { source: 'x', cytoTypeId: refs.cytoTypeId }).expect(400);
    expect(gynecological.body.errors[0].field).toBe('source, cytoTypeId');
    expect(await writes(t)).toEqual(before);
  });

  it('keeps a price, priority and containers given, and an age when there is no birth date', async () => {
    const res = await register('surgical', { price: 1250.5, priority: 'urgent', containers: 3, birthDate: null, ageYears: 47, doctorId: null, companyId: null }).expect(201);
    expect(res.body.surgical).toMatchObject({
      price: 1250.5,
      priority: 'urgent',
      containers: 3,
      birthDate: null,
      ageYears: 47,
      doctorId: null,
      doctorName: null,
      companyName: null,
    });
    // A birth date wins over an age typed beside it: the age is computed at the reception.
    const computed = await register('surgical', { birthDate: '2000-01-15', ageYears: 3, receivedAt: '2026-01-14T20:00:00+07:00', collectedAt: null }).expect(201);
    expect(computed.body.surgical.ageYears).toBe(25);
    // Blank optional text is stored as nothing.
    const blank = await register('surgical', { patientFirstNameEn: '', clinicalHistory: '  ', notes: '' }).expect(201);
    expect(blank.body.surgical).toMatchObject({ patientFirstNameEn: null, clinicalHistory: null, notes: null });
  });

  describe('invalid registrations: 400 naming the fields, nothing written', () => {
    let inactiveDoctor: number;
    let inactiveHospital: number;
    beforeAll(async () => {
      inactiveDoctor = (await admin.post('/api/doctors', { title: 'นพ.', name: 'ลาออก แล้ว', hospitalId: refs.hospitalId, active: false }).expect(201)).body.doctor.id;
      inactiveHospital = (await admin.post('/api/hospitals', { code: 'CLOSED', nameTh: 'คลินิกปิดกิจการ', active: false }).expect(201)).body.hospital.id;
    });

    const cases: [string, CaseKind, () => Record<string, unknown>, { field: string; message: RegExp }[]][] = [
      ['missing HN', 'surgical', () => ({ hn: undefined }), [{ field: 'hn', message: /required|expected string/i }]],
      ['a blank HN', 'surgical', () => ({ hn: '  ' }), [{ field: 'hn', message: /is required/ }]],
      [
        'received before the collection',
        'surgical',
        () => ({ collectedAt: hoursAgo(1), receivedAt: hoursAgo(5) }),
        [{ field: 'receivedAt', message: /on or after the collection date/ }],
      ],
      ['received in the future', 'cytological', () => ({ receivedAt: new Date(Date.now() + 86_400_000).toISOString() }), [{ field: 'receivedAt', message: /future/ }]],
      ['an unknown hospital', 'surgical', () => ({ hospitalId: 999999, doctorId: null }), [{ field: 'hospitalId', message: /^is not a known hospital$/ }]],
      ['an inactive hospital', 'surgical', () => ({ hospitalId: inactiveHospital, doctorId: null }), [{ field: 'hospitalId', message: /no longer active/ }]],
      ['a doctor of another hospital', 'gynecological', () => ({ doctorId: refs.otherDoctorId }), [{ field: 'doctorId', message: /another hospital/ }]],
      ['an unknown doctor', 'surgical', () => ({ doctorId: 999999 }), [{ field: 'doctorId', message: /not a known doctor/ }]],
      ['an inactive doctor', 'surgical', () => ({ doctorId: inactiveDoctor }), [{ field: 'doctorId', message: /no longer active/ }]],
      ['a company that is not one', 'surgical', () => ({ companyId: refs.screenerId }), [{ field: 'companyId', message: /not a known company/ }]],
      ['a gynecological type that is not one', 'gynecological', () => ({ gynTypeId: refs.cytoTypeId }), [{ field: 'gynTypeId', message: /not a known gynecological type/ }]],
      ['a cytological type that is not one', 'cytological', () => ({ cytoTypeId: refs.gynTypeId }), [{ field: 'cytoTypeId', message: /not a known cytological type/ }]],
      [
        'a birth after the reception',
        'surgical',
        () => ({ birthDate: new Date().toISOString().slice(0, 10), receivedAt: hoursAgo(48), collectedAt: null }),
        [{ field: 'birthDate', message: /on or before the received date/ }],
      ],
      ['an unknown field', 'surgical', () => ({ accessionNo: 'S69-99999', status: 'signed_out' }), [{ field: 'accessionNo, status', message: /unrecognized/i }]],
      [
        'several problems at once',
        'surgical',
        () => ({ hospitalId: 999999, companyId: refs.screenerId }),
        [
          { field: 'hospitalId', message: /not a known hospital/ },
          { field: 'companyId', message: /not a known company/ },
        ],
      ],
    ];

    it.each(cases)('%s', async (_name, kind, overrides, expected) => {
      const before = await writes(t);
      const res = await register(kind, overrides()).expect(400);
      expect(res.body.errors).toEqual(expected.map(({ field, message }) => ({ field, message: expect.stringMatching(message) })));
      expect(res.body.message).toMatch(/^Invalid input — /);
      expect(await writes(t)).toEqual(before);
    });
  });

  describe('a batch (POST /api/{kind}/new)', () => {
    it('registers the specimens of one requisition together, numbered consecutively in order', async () => {
      const first = (await lastSeq('surgical')) + 1;
      const specimens = ['Skin, left arm', 'Skin, right leg', 'Skin, back'].map((specimen) => caseBody('surgical', refs, { specimen }));
      const res = await user.post('/api/surgicals/new', { cases: specimens }).expect(201);
      expect(Object.keys(res.body)).toEqual(['surgicals']);
      expect(res.body.surgicals.map((c: { accessionNo: string; specimen: string }) => [c.accessionNo, c.specimen])).toEqual([
        [numberOf('surgical', first), 'Skin, left arm'],
        [numberOf('surgical', first + 1), 'Skin, right leg'],
        [numberOf('surgical', first + 2), 'Skin, back'],
      ]);
      for (const c of res.body.surgicals)
        expect(await auditOf(t, 'pathology_case', c.id)).toEqual([expect.objectContaining({ action: 'create', after: expect.objectContaining({ accessionNo: c.accessionNo }) })]);
    });

    it('writes nothing when one specimen is wrong — no case, the counter unchanged', async () => {
      const before = await writes(t);
      const seq = await lastSeq('gynecological');
      const bad = await user
        .post('/api/gynecologicals/new', {
          cases: [caseBody('gynecological', refs), caseBody('gynecological', refs, { doctorId: refs.otherDoctorId }), caseBody('gynecological', refs)],
        })
        .expect(400);
      expect(bad.body.errors).toEqual([{ field: 'cases.1.doctorId', message: expect.stringMatching(/another hospital/) }]);
      const invalid = await user.post('/api/gynecologicals/new', { cases: [caseBody('gynecological', refs), caseBody('gynecological', refs, { hn: undefined })] }).expect(400);
      expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual(['cases.1.hn']);
      await user.post('/api/gynecologicals/new', { cases: [] }).expect(400);
      await user.post('/api/gynecologicals/new', caseBody('gynecological', refs)).expect(400);
      expect(await writes(t)).toEqual(before);
      // The next registration continues where the counter was.
      const next = await register('gynecological').expect(201);
      expect(next.body.gynecological.accessionNo).toBe(numberOf('gynecological', seq + 1));
    });
  });

  it('gives 50 simultaneous registrations 50 distinct, consecutive numbers', async () => {
    const start = await lastSeq('cytological');
    const clients = await Promise.all(Array.from({ length: 5 }, () => ApiClient.signedIn(t, 'user')));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => clients[i % 5]!.post('/api/cytologicals', caseBody('cytological', refs, { hn: `C-${i}` }))));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.cytological.accessionNo as string).sort();
    expect(new Set(numbers).size).toBe(50);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => numberOf('cytological', start + 1 + i)));
    expect(await lastSeq('cytological')).toBe(start + 50);
  });

  it('answers 409 and writes nothing when the next number is already a case (a counter set back by hand)', async () => {
    const first = await register('cytological', { hn: 'C-TAKEN' }).expect(201);
    const seq = await lastSeq('cytological');
    const [{ n: before }] = await sql<{ n: number }[]>(t, `select count(*)::int as n from pathology_case`);
    await sql(t, `update accession_counter set last_number = last_number - 1 where year = ? and prefix_id = (select prefix_id from pathology_case where id = ?)`, [
      labYear(),
      first.body.cytological.id,
    ]);
    const taken = await register('cytological', { hn: 'C-TAKEN-2' }).expect(409);
    expect(taken.body.message).toMatch(/^The next accession number of prefix "C" is already taken/);
    const [{ n: after }] = await sql<{ n: number }[]>(t, `select count(*)::int as n from pathology_case`);
    expect(after).toBe(before);
    expect(await lastSeq('cytological')).toBe(seq - 1);
    await sql(t, `update accession_counter set last_number = ? where year = ? and prefix_id = (select prefix_id from pathology_case where id = ?)`, [
      seq,
      labYear(),
      first.body.cytological.id,
    ]);
  });

  it("restarts the numbers with the lab's new year (Bangkok time), two-digit Buddhist Era years", async () => {
    const clock = t.app.get(CaseClock);
    const real = clock.now;
    try {
      // 23:59 on 31 December 2030 in Bangkok is still 2030 (BE 2573)…
      clock.now = () => new Date('2030-12-31T16:59:00Z');
      expect((await user.get('/api/surgicals/prepare-register').expect(200)).body.nextAccessionNo).toBe('S73-00001');
      expect((await register('surgical').expect(201)).body.surgical.accessionNo).toBe('S73-00001');
      expect((await register('surgical').expect(201)).body.surgical.accessionNo).toBe('S73-00002');
      // …and a minute later it is 2031 (BE 2574): a new count.
      clock.now = () => new Date('2030-12-31T17:00:00Z');
      expect((await register('surgical').expect(201)).body.surgical.accessionNo).toBe('S74-00001');
      clock.now = () => new Date('2030-12-31T16:59:30Z');
      expect((await register('surgical').expect(201)).body.surgical.accessionNo).toBe('S73-00003');
      const counters = await sql(
        t,
        `select year, last_number from accession_counter ac join setting_prefix p on p.id = ac.prefix_id where p.letters = 'S' and year >= 2030 order by year`,
      );
      expect(counters).toEqual([
        { year: 2030, last_number: 3 },
        { year: 2031, last_number: 1 },
      ]);
    } finally {
      clock.now = real;
    }
  });

  it('answers 409 pointing to Settings → Prefixes when the kind has no active prefix, and writes nothing', async () => {
    const [g] = (await admin.get('/api/setting?kind=gynecological&status=active').expect(200)).body;
    await admin.put(`/api/setting/${g.id}`, { status: 'inactive' }).expect(200);
    try {
      const before = await writes(t);
      const res = await register('gynecological').expect(409);
      expect(res.body.message).toBe(
        'There is no active accession prefix for gynecological cases, so they cannot be numbered: an administrator activates one in Settings → Prefixes.',
      );
      await user.post('/api/gynecologicals/new', { cases: [caseBody('gynecological', refs)] }).expect(409);
      expect(await writes(t)).toEqual(before);
      expect((await user.get('/api/gynecologicals/prepare-register').expect(200)).body).toMatchObject({ prefix: null, nextAccessionNo: null, defaultPrice: 0 });
    } finally {
      await admin.put(`/api/setting/${g.id}`, { status: 'active' }).expect(200);
    }
  });

  it('prepares the registration form: the number it would get, the prefix, the price and the lists of the kind', async () => {
    for (const kind of CASE_KINDS) {
      const body = (await user.get(`/api/${CASE_ROUTES[kind].plural}/prepare-register`).expect(200)).body;
      expect(body).toEqual({
        kind,
        nextAccessionNo: numberOf(kind, (await lastSeq(kind)) + 1),
        prefix: expect.objectContaining({ kind, letters: LETTERS[kind], status: 'active', defaultPrice: PRICES[kind] }),
        defaultPrice: PRICES[kind],
        lookups: expect.any(Object),
      });
      const keys = ['companies', 'hospitals', 'prefixs', ...(kind === 'cytological' ? ['cytologicaltypes'] : kind === 'gynecological' ? ['gynecologicaltypes'] : [])];
      expect(Object.keys(body.lookups).sort()).toEqual(keys.sort());
      expect(body.lookups.prefixs.map((p: { name: string }) => p.name)).toContain('นางสาว');
      expect(body.lookups.hospitals.length).toBeGreaterThanOrEqual(12);
      expect(body.lookups.companies.map((c: { name: string }) => c.name)).toContain('ชำระเงินเอง');
    }
    // A preview reserves nothing: asking twice answers the same number.
    const a = (await user.get('/api/surgicals/prepare-register').expect(200)).body.nextAccessionNo;
    expect((await user.get('/api/surgicals/prepare-register').expect(200)).body.nextAccessionNo).toBe(a);
  });

  describe('prefixes once numbers exist', () => {
    it('fixes the format (409: create a new prefix), while the status and default price may change', async () => {
      const [s] = (await admin.get('/api/setting?kind=surgical&status=active').expect(200)).body;
      for (const change of [{ letters: 'SX' }, { width: 6 }, { era: 'CE' }, { kind: 'cytological' }]) {
        const res = await admin.put(`/api/setting/${s.id}`, change).expect(409);
        expect(res.body.message).toMatch(/^The prefix "S" has numbered cases, so its .* can no longer change: create a new prefix instead/);
        expect(res.body.errors).toEqual([{ field: Object.keys(change)[0], message: 'is fixed once cases are numbered' }]);
      }
      await admin.put(`/api/setting/${s.id}`, { letters: 'S', width: 5 }).expect(200); // not a change
      const priced = await admin.put(`/api/setting/${s.id}`, { defaultPrice: 750.5 }).expect(200);
      expect(priced.body.prefix).toMatchObject({ letters: 'S', defaultPrice: 750.5 });
      expect((await register('surgical').expect(201)).body.surgical.price).toBe(750.5);
      expect(await auditOf(t, 'setting_prefix', s.id)).toContainEqual(
        expect.objectContaining({ before: expect.objectContaining({ defaultPrice: 700 }), after: expect.objectContaining({ defaultPrice: 750.5 }) }),
      );
      await admin.put(`/api/setting/${s.id}`, { defaultPrice: 700 }).expect(200);
      // A prefix without numbers still changes freely.
      const fresh = (await admin.post('/api/setting', { kind: 'surgical', letters: 'SQ', status: 'inactive', defaultPrice: 900 }).expect(201)).body.prefix;
      expect(fresh.defaultPrice).toBe(900);
      await admin.put(`/api/setting/${fresh.id}`, { letters: 'SR', width: 6 }).expect(200);
      await admin.post('/api/setting', { kind: 'surgical', letters: 'SZ', status: 'inactive', defaultPrice: 12.345 }).expect(400);
    });
  });

  describe('lookups in use', () => {
    it('deactivates a payer or specimen type that cases name instead of deleting it', async () => {
      const company = (await admin.post('/api/cfgvalues', { category: 'company', name: 'บริษัท ทดสอบใช้งาน จำกัด' }).expect(201)).body.cfgvalue;
      const idle = (await admin.post('/api/cfgvalues', { category: 'company', name: 'บริษัท ไม่ได้ใช้ จำกัด' }).expect(201)).body.cfgvalue;
      const type = (await admin.post('/api/cfgvalues', { category: 'gynecologicaltype', name: 'HPV self-sampling' }).expect(201)).body.cfgvalue;
      const cyto = (await admin.post('/api/cfgvalues', { category: 'cytologicaltype', name: 'Pericardial fluid' }).expect(201)).body.cfgvalue;
      const title = (await admin.post('/api/cfgvalues', { category: 'prefix', name: 'ว่าที่ร้อยตรี' }).expect(201)).body.cfgvalue;
      await register('gynecological', { companyId: company.id, gynTypeId: type.id, patientTitle: 'ว่าที่ร้อยตรี' }).expect(201);
      await register('cytological', { cytoTypeId: cyto.id }).expect(201);
      const res = await admin.delete('/api/cfgvalues', { ids: [company.id, idle.id, type.id, cyto.id, title.id] }).expect(200);
      expect(res.body.deleted.sort()).toEqual([idle.id, title.id].sort()); // a title is copied into cases as text
      expect(res.body.deactivated.sort()).toEqual([company.id, type.id, cyto.id].sort());
      expect(res.body.message).toMatch(/"บริษัท ทดสอบใช้งาน จำกัด" \(cases\)/);
      expect(res.body.message).toMatch(/"HPV self-sampling" \(gynecological cases\)/);
      expect(res.body.message).toMatch(/"Pericardial fluid" \(cytological cases\)/);
      // A deactivated payer can no longer be chosen for a new case.
      const refused = await register('surgical', { companyId: company.id }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'companyId', message: expect.stringMatching(/no longer active/) }]);
    });

    it('knows hospitals, doctors and prefixes that cases use', async () => {
      const { LookupUsage } = await import('../lookups/lookup-usage.js');
      const { MikroORM } = await import('@mikro-orm/postgresql');
      const usage = t.app.get(LookupUsage);
      const em = t.app.get(MikroORM).em.fork();
      const unused = (await admin.post('/api/hospitals', { code: 'UNUSED', nameTh: 'โรงพยาบาลยังไม่ส่ง' }).expect(201)).body.hospital;
      expect(await usage.usedBy(em, 'hospital', [{ id: refs.hospitalId }, { id: unused.id }])).toEqual(new Map([[refs.hospitalId, ['cases']]]));
      const newcomer = (await admin.post('/api/doctors', { title: 'พญ.', name: 'ยังไม่มี เคส', hospitalId: refs.hospitalId }).expect(201)).body.doctor;
      expect(await usage.usedBy(em, 'doctor', [{ id: refs.doctorId }, { id: newcomer.id }])).toEqual(new Map([[refs.doctorId, ['cases']]]));
      const [s] = (await admin.get('/api/setting?kind=surgical&status=active').expect(200)).body;
      expect(await usage.usedBy(em, 'setting_prefix', [{ id: s.id }])).toEqual(new Map([[s.id, ['cases']]]));
    });
  });

  it('lets lab staff register, not doctors or guests', async () => {
    const doctor = await ApiClient.signedIn(t, 'doctor');
    const guest = await ApiClient.signedIn(t, 'guest');
    await register('surgical', {}, admin).expect(201);
    await register('surgical', {}, doctor).expect(403);
    await doctor.post('/api/surgicals/new', { cases: [caseBody('surgical', refs)] }).expect(403);
    await register('surgical', {}, guest).expect(403);
    await doctor.get('/api/surgicals/prepare-register').expect(200);
    await guest.get('/api/surgicals/prepare-register').expect(403);
  });
});
