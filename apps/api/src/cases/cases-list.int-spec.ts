import { CASE_COUNT_CAP, CASE_SEARCH_COUNT_CAP, CASE_STATUSES } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseBody, caseRefs, type CaseRefs } from '../../test/cases.js';
import { listUrl } from '../../test/list-query.js';
import { planOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Item {
  id: number;
  kind: string;
  accessionNo: string;
  status: string;
  priority: string;
  hn: string;
  patientName: string;
  hospitalName: string;
  doctorName: string | null;
  specimen: string;
  receivedAt: string;
}

const ITEM_KEYS = ['accessionNo', 'doctorName', 'hn', 'hospitalName', 'id', 'kind', 'patientName', 'priority', 'receivedAt', 'specimen', 'status'];
/** Cases inserted in bulk (more than the count cap), all surgical, at one hospital. */
const BULK = CASE_COUNT_CAP + 50;
const BULK_NAMES = ['อรุณ', 'ประภา', 'มานะ', 'ชูใจ'];

describe('case worklists', () => {
  let t: TestApp;
  let user: ApiClient;
  let refs: CaseRefs;
  let bulk: { id: number; nameTh: string };
  let search: { id: number; nameTh: string };
  let d1: { id: number };
  let d2: { id: number };
  const mine: Record<'a' | 'b' | 'c' | 'd', Item> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    const admin = await ApiClient.signedIn(t, 'admin');
    refs = await caseRefs(t);
    bulk = (await admin.post('/api/hospitals', { code: 'BULK', nameTh: 'โรงพยาบาลข้อมูลจำนวนมาก' }).expect(201)).body.hospital;
    search = (await admin.post('/api/hospitals', { code: 'SRCH', nameTh: 'คลินิกทดสอบค้นหา' }).expect(201)).body.hospital;
    d1 = (await admin.post('/api/doctors', { title: 'นพ.', name: 'ค้นหา หนึ่ง', hospitalId: search.id }).expect(201)).body.doctor;
    d2 = (await admin.post('/api/doctors', { title: 'พญ.', name: 'ค้นหา สอง', hospitalId: search.id }).expect(201)).body.doctor;
    const [s] = (await admin.get('/api/setting?kind=surgical&status=active').expect(200)).body;
    // Numbers of the year 2000 (S43-…), minutes apart from mid-2020, every status, names that repeat.
    await sql(
      t,
      `insert into pathology_case (kind, accession_no, prefix_id, accession_year, accession_seq, status, priority, hn, patient_title, patient_first_name,
         patient_last_name, sex, hospital_id, specimen, received_at, price, cancel_reason)
       select 'surgical', 'S43-' || lpad(i::text, 5, '0'), ?, 2000, i, (?::text[])[1 + i % 6], case when i % 10 = 0 then 'urgent' else 'routine' end,
              'L' || lpad(i::text, 6, '0'), 'นาย', (?::text[])[1 + i % 4], 'รักไทย', 'male', ?, 'Bulk specimen ' || (i % 7),
              timestamptz '2020-06-01 03:00:00+00' + i * interval '1 minute', 700,
              case when (?::text[])[1 + i % 6] = 'cancelled' then 'bulk' end
       from generate_series(1, ?) as i`,
      [s.id, `{${CASE_STATUSES.join(',')}}`, `{${BULK_NAMES.join(',')}}`, bulk.id, `{${CASE_STATUSES.join(',')}}`, BULK],
    );
    await sql(t, 'analyze pathology_case');
    const register = async (overrides: Record<string, unknown>) =>
      (await user.post('/api/surgicals', caseBody('surgical', refs, { hospitalId: search.id, doctorId: null, collectedAt: null, ...overrides })).expect(201)).body.surgical;
    mine.a = await register({
      hn: 'SR-001',
      patientTitle: 'นาย',
      patientFirstName: 'สมชาย',
      patientLastName: 'มั่นคง',
      patientFirstNameEn: 'Somchai',
      patientLastNameEn: 'Mankong',
      sex: 'male',
      doctorId: d1.id,
      specimen: 'Appendix',
      receivedAt: '2026-11-01T23:30:00+07:00',
    });
    mine.b = await register({
      hn: 'SR-002',
      patientTitle: 'นางสาว',
      patientFirstName: 'กานดา',
      patientLastName: 'มั่นคง',
      patientFirstNameEn: 'Kanda',
      patientLastNameEn: 'Mankong',
      priority: 'urgent',
      specimen: 'Breast, core biopsy',
      receivedAt: '2026-11-02T00:30:00+07:00',
    });
    mine.c = await register({
      hn: 'SR-010',
      patientTitle: 'Mr.',
      patientFirstName: 'Peter',
      patientLastName: 'Parkinson',
      patientFirstNameEn: 'Peter',
      patientLastNameEn: 'Parkinson',
      sex: 'male',
      doctorId: d2.id,
      specimen: 'Colon, polyp',
      receivedAt: '2026-11-03T10:00:00+07:00',
    });
    mine.d = await register({
      hn: 'XR-100',
      patientTitle: 'นาง',
      patientFirstName: 'มาลี',
      patientLastName: 'ศรีสวย',
      patientFirstNameEn: null,
      patientLastNameEn: null,
      specimen: 'Skin, shave',
      receivedAt: '2026-11-04T10:00:00+07:00',
    });
    await user.put(`/api/surgicals/${mine.d.id}`, { version: 1, status: 'cancelled', cancelReason: 'Wrong requisition' }).expect(200);
  });
  afterAll(() => t.close());

  const list = async (params: Record<string, string | number | object | undefined>, path = '/api/surgicals') => (await user.get(listUrl(path, params)).expect(200)).body;
  const ids = (items: Item[]) => items.map((i) => i.id);
  const inSearchClinic = (params: Record<string, string | number | object | undefined> = {}) => list({ hospitalId: search.id, ...params });
  const text = (matchMode: string, value: unknown, operator = 'and') => ({ operator, constraints: [{ matchMode, value }] });

  it('answers the newest cases first, a page of 20, the total stopped at the cap, and a cursor', async () => {
    const body = await list({});
    expect(Object.keys(body).sort()).toEqual(['nextCursor', 'surgicals', 'total', 'totalCapped']);
    expect(body.surgicals).toHaveLength(20);
    expect(Object.keys(body.surgicals[0]).sort()).toEqual(ITEM_KEYS);
    expect(body).toMatchObject({ total: CASE_COUNT_CAP, totalCapped: true, nextCursor: expect.stringMatching(/^[\w-]+$/) });
    const times = body.surgicals.map((i: Item) => i.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.surgicals.every((i: Item) => i.kind === 'surgical')).toBe(true);
    // The other kinds have lists of their own.
    const cytological = await list({ rows: 100 }, '/api/cytologicals');
    expect(cytological.cytologicals.length).toBeGreaterThan(0);
    expect(cytological.cytologicals.every((i: Item) => i.kind === 'cytological')).toBe(true);
    expect(cytological).toMatchObject({ totalCapped: false, total: cytological.cytologicals.length, nextCursor: null });
  });

  it('counts exactly below the cap', async () => {
    expect(await inSearchClinic()).toMatchObject({ total: 4, totalCapped: false, nextCursor: null });
    const urgent = await list({ hospitalId: bulk.id, filters: { priority: text('equals', 'urgent') } });
    expect(urgent).toMatchObject({ total: BULK / 10, totalCapped: false });
  });

  it('pages by offset up to the cap', async () => {
    const hundred = await list({ hospitalId: bulk.id, rows: 100 });
    const page = await list({ hospitalId: bulk.id, first: 20, rows: 20 });
    expect(ids(page.surgicals)).toEqual(ids(hundred.surgicals).slice(20, 40));
    const last = await list({ hospitalId: bulk.id, first: CASE_COUNT_CAP, rows: 20 });
    expect(last.surgicals).toHaveLength(20);
    const refused = await user.get(listUrl('/api/surgicals', { first: CASE_COUNT_CAP + 1 })).expect(400);
    expect(refused.body.errors).toEqual([{ field: 'first', message: `pages stop at ${CASE_COUNT_CAP}: narrow the list with filters` }]);
    await user.get(listUrl('/api/surgicals', { rows: 101 })).expect(400);
  });

  it('walks any depth with the cursor, as the offsets do, in both directions', async () => {
    for (const sortOrder of [-1, 1]) {
      let cursor: string | undefined;
      for (let page = 0; page < 3; page++) {
        const byCursor = await list({ hospitalId: bulk.id, rows: 100, sortOrder, cursor });
        const byOffset = await list({ hospitalId: bulk.id, rows: 100, sortOrder, first: page * 100 });
        expect(ids(byCursor.surgicals)).toEqual(ids(byOffset.surgicals));
        cursor = byCursor.nextCursor;
      }
    }
    // Past the cap of the offsets: the cursor of the page at 9,900 goes on to the rows after 10,000.
    const at = await list({ hospitalId: bulk.id, rows: 100, first: CASE_COUNT_CAP - 100, sortOrder: 1 });
    const beyond = await list({ hospitalId: bulk.id, rows: 100, sortOrder: 1, cursor: at.nextCursor });
    const expected = await sql<{ id: number }[]>(t, 'select id from pathology_case where hospital_id = ? order by received_at, id offset ? limit 100', [bulk.id, CASE_COUNT_CAP]);
    expect(ids(beyond.surgicals)).toEqual(expected.map((r) => r.id));
    expect(beyond).toMatchObject({ total: CASE_COUNT_CAP, totalCapped: true });
    // The end of the list: no cursor.
    const end = await list({ hospitalId: bulk.id, rows: 100, sortOrder: 1, cursor: (await list({ hospitalId: bulk.id, rows: 100, first: BULK - 150, sortOrder: 1 })).nextCursor });
    expect(end.surgicals).toHaveLength(50);
    expect(end.nextCursor).toBeNull();
  });

  it('walks the accession-number order by cursor too; other sorts have no cursor', async () => {
    const first = await list({ hospitalId: bulk.id, sortField: 'accessionNo', sortOrder: 1, rows: 50 });
    expect(first.surgicals[0].accessionNo).toBe('S43-00001');
    const second = await list({ hospitalId: bulk.id, sortField: 'accessionNo', sortOrder: 1, rows: 50, cursor: first.nextCursor });
    expect(second.surgicals[0].accessionNo).toBe('S43-00051');
    const byName = await list({ hospitalId: bulk.id, sortField: 'patientName', rows: 50 });
    expect(byName.nextCursor).toBeNull();
    const wrongSort = await user.get(listUrl('/api/surgicals', { sortField: 'hn', cursor: first.nextCursor })).expect(400);
    expect(wrongSort.body.errors).toEqual([{ field: 'cursor', message: 'works only with the sorts by receivedAt and accessionNo' }]);
    await user.get(listUrl('/api/surgicals', { sortField: 'accessionNo', sortOrder: -1, cursor: first.nextCursor })).expect(400);
    await user.get(listUrl('/api/surgicals', { cursor: first.nextCursor })).expect(400);
    await user.get(listUrl('/api/surgicals', { cursor: 'garbage' })).expect(400);
  });

  it('sorts by each column, both ways', async () => {
    const order = async (sortField: string, sortOrder: 1 | -1) => ids((await inSearchClinic({ sortField, sortOrder })).surgicals);
    const { a, b, c, d } = mine;
    expect(await order('receivedAt', -1)).toEqual([d.id, c.id, b.id, a.id]);
    expect(await order('receivedAt', 1)).toEqual([a.id, b.id, c.id, d.id]);
    expect(await order('accessionNo', 1)).toEqual([a.id, b.id, c.id, d.id]);
    expect(await order('hn', 1)).toEqual([a.id, b.id, c.id, d.id]);
    expect(await order('hn', -1)).toEqual([d.id, c.id, b.id, a.id]);
    // By first name (Latin letters sort before Thai): Peter, กานดา, มาลี, สมชาย.
    expect(await order('patientName', 1)).toEqual([c.id, b.id, d.id, a.id]);
    expect(await order('patientName', -1)).toEqual([a.id, d.id, b.id, c.id]);
    // Statuses in their order of work (registered … cancelled), the newest first among equals.
    expect(await order('status', 1)).toEqual([c.id, b.id, a.id, d.id]);
    expect(await order('status', -1)).toEqual([d.id, c.id, b.id, a.id]);
    expect(await order('priority', -1)).toEqual([b.id, d.id, c.id, a.id]);
    expect(await order('hospitalName', 1)).toEqual([d.id, c.id, b.id, a.id]);
    await user.get(listUrl('/api/surgicals', { sortField: 'price' })).expect(400);
  });

  it('filters by status, hospital, doctor and reception days (the lab’s days, inclusive)', async () => {
    const { a, b, c, d } = mine;
    expect(ids((await inSearchClinic({ status: 'cancelled' })).surgicals)).toEqual([d.id]);
    expect(ids((await inSearchClinic({ status: 'registered,cancelled' })).surgicals)).toEqual([d.id, c.id, b.id, a.id]);
    expect(ids((await list({ doctorId: d1.id })).surgicals)).toEqual([a.id]);
    // 23:30 on 1 November in Bangkok is 16:30 UTC; 00:30 on the 2nd is 17:30 UTC on the 1st.
    expect(ids((await inSearchClinic({ receivedFrom: '2026-11-02', receivedTo: '2026-11-03' })).surgicals)).toEqual([c.id, b.id]);
    expect(ids((await inSearchClinic({ receivedTo: '2026-11-01' })).surgicals)).toEqual([a.id]);
    expect(ids((await inSearchClinic({ receivedFrom: '2026-11-04' })).surgicals)).toEqual([d.id]);
    const status = await list({ hospitalId: bulk.id, status: 'in_progress,diagnosed', rows: 100 });
    expect(status.surgicals.every((i: Item) => ['in_progress', 'diagnosed'].includes(i.status))).toBe(true);
    expect(status.total).toBe(Math.round(BULK / 3));
  });

  it('applies the column filters (spec §9)', async () => {
    const { a, b, c, d } = mine;
    const filtered = async (filters: object) => ids((await inSearchClinic({ filters })).surgicals);
    expect(await filtered({ hn: text('startsWith', 'SR-0') })).toEqual([c.id, b.id, a.id]);
    expect(
      await filtered({
        hn: {
          operator: 'or',
          constraints: [
            { matchMode: 'equals', value: 'sr-001' },
            { matchMode: 'equals', value: 'SR-010' },
          ],
        },
      }),
    ).toEqual([c.id, a.id]);
    expect(await filtered({ accessionNo: text('equals', a.accessionNo) })).toEqual([a.id]);
    expect(await filtered({ patientName: text('contains', 'มั่นคง') })).toEqual([b.id, a.id]);
    expect(await filtered({ patientName: text('contains', 'PARKIN') })).toEqual([c.id]);
    expect(await filtered({ patientName: text('startsWith', 'กาน') })).toEqual([b.id]);
    expect(await filtered({ patientName: text('equals', 'มาลี ศรีสวย') })).toEqual([d.id]);
    expect(await filtered({ patientName: text('notContains', 'มั่นคง') })).toEqual([d.id, c.id]);
    expect(await filtered({ doctorName: text('contains', 'ค้นหา หนึ่ง') })).toEqual([a.id]);
    expect(await filtered({ doctorName: text('notContains', 'หนึ่ง') })).toEqual([d.id, c.id, b.id]); // no doctor: kept
    expect(await filtered({ hospitalName: text('contains', 'ทดสอบค้นหา') })).toEqual([d.id, c.id, b.id, a.id]);
    expect(await filtered({ specimen: text('notContains', 'skin') })).toEqual([c.id, b.id, a.id]);
    expect(await filtered({ status: text('equals', 'cancelled') })).toEqual([d.id]);
    expect(await filtered({ priority: text('equals', 'urgent') })).toEqual([b.id]);
    expect(await filtered({ receivedAt: text('dateIs', '2026-11-02') })).toEqual([b.id]);
    expect(await filtered({ receivedAt: text('dateBefore', '2026-11-02') })).toEqual([a.id]);
    expect(await filtered({ receivedAt: text('dateAfter', '2026-11-03') })).toEqual([d.id]);
    expect(await filtered({ receivedAt: text('dateIsNot', '2026-11-02'), hn: text('startsWith', 'SR') })).toEqual([c.id, a.id]);
  });

  it('searches accession numbers and HNs by prefix, and Thai or English names anywhere', async () => {
    const { a, b, c } = mine;
    const found = async (search: string, params = {}) => ids((await inSearchClinic({ search, ...params })).surgicals);
    expect(await found(a.accessionNo.toLowerCase())).toEqual([a.id]);
    expect(await found('SR-00')).toEqual([b.id, a.id]);
    expect(await found('R-00')).toEqual([]); // a prefix, not anywhere
    expect(await found('มั่นคง')).toEqual([b.id, a.id]);
    expect(await found('Mankong')).toEqual([b.id, a.id]);
    expect(await found('somchai mankong')).toEqual([a.id]);
    expect(await found('สมชาย มั่นคง')).toEqual([a.id]);
    expect(await found('arki')).toEqual([c.id]);
    expect(await found('ไม่มีใครชื่อนี้')).toEqual([]);
    expect(await inSearchClinic({ search: 'มั่นคง' })).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });
    // Searches go with the filters and the sorts.
    expect(await found('มั่นคง', { status: 'registered', sortField: 'receivedAt', sortOrder: 1 })).toEqual([a.id, b.id]);
    expect(await found('มั่นคง', { sortField: 'patientName', sortOrder: 1 })).toEqual([b.id, a.id]);
    // a search page sorts the columns it kept with its matches (SORT_KEY_COLUMNS): the hospital's name, ties newest first
    expect(await found('มั่นคง', { sortField: 'hospitalName', sortOrder: 1 })).toEqual([b.id, a.id]);
    expect(await found('มั่นคง', { sortField: 'priority', sortOrder: -1 })).toEqual([b.id, a.id]);
    const first = await inSearchClinic({ search: 'มั่นคง', rows: 1 });
    expect(ids(first.surgicals)).toEqual([b.id]);
    expect(ids((await inSearchClinic({ search: 'มั่นคง', rows: 1, cursor: first.nextCursor })).surgicals)).toEqual([a.id]);
  });

  it('counts a search up to its own cap; a page of many matches is still the newest', async () => {
    const many = await list({ search: 'อรุณ', hospitalId: bulk.id, rows: 50 });
    expect(many).toMatchObject({ total: CASE_SEARCH_COUNT_CAP, totalCapped: true, nextCursor: expect.any(String) });
    const expected = await sql<{ id: number }[]>(
      t,
      `select id from pathology_case where hospital_id = ? and patient_first_name = 'อรุณ' order by received_at desc, id desc limit 50`,
      [bulk.id],
    );
    expect(ids(many.surgicals)).toEqual(expected.map((r) => r.id));
    const next = await list({ search: 'อรุณ', hospitalId: bulk.id, rows: 50, cursor: many.nextCursor });
    expect(next.surgicals[0].receivedAt < many.surgicals[49].receivedAt).toBe(true);
    // HN prefixes and short names, the same way.
    expect(await list({ search: 'L00', hospitalId: bulk.id })).toMatchObject({ total: CASE_SEARCH_COUNT_CAP, totalCapped: true });
    expect(await list({ search: 'L00000', hospitalId: bulk.id })).toMatchObject({ total: 9, totalCapped: false });
    const short = await list({ search: 'มา', hospitalId: bulk.id, rows: 5 });
    expect(short.surgicals.every((i: Item) => i.patientName.includes('มา'))).toBe(true);
    // A page beyond the matches: still their number.
    expect(await list({ search: 'L00000', hospitalId: bulk.id, first: 40 })).toMatchObject({ surgicals: [], total: 9 });
  });

  it('finds a name through its own kind’s trigram index, as the search plans it (issue 34)', async () => {
    const text = await planOf(t, `select id from pathology_case c where c.kind = 'surgical' and c.search_text like '%อรุณ%' limit 1001`);
    expect(text).toContain('Bitmap Index Scan on pathology_case_surgical_search_text_trgm_index');
    expect(text).not.toContain('Filter: (kind');
  });

  it('refuses queries it cannot answer (400 naming the parameter)', async () => {
    const field = async (params: Record<string, string | number | object>) => (await user.get(listUrl('/api/surgicals', params)).expect(400)).body.errors[0].field;
    expect(await field({ status: 'lost' })).toMatch(/^status/);
    expect(await field({ hospitalId: 'abc' })).toBe('hospitalId');
    expect(await field({ receivedFrom: '2026-13-01' })).toBe('receivedFrom');
    expect(await field({ filters: { price: text('equals', '1') } })).toBe('filters');
    expect(await field({ filters: { hn: text('dateIs', '2026-01-01') } })).toBe('filters');
    expect(await field({ kind: 'cytological' })).toBe('kind');
  });
});
