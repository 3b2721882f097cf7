import { MikroORM } from '@mikro-orm/postgresql';
import { BENCH_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseBody, caseRefs, hoursAgo, partsOf, writes, type CaseRefs } from '../../test/cases.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 27: a case is made of parts A, B, C …, each a specimen; blocks belong to parts. */
describe('a case made of parts', () => {
  let t: TestApp;
  let user: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  const register = (overrides: Record<string, unknown>) => user.post('/api/surgicals', caseBody('surgical', refs, overrides));
  const MASTECTOMY = [
    { letter: 'A', specimen: 'Breast, left, mastectomy', procedure: 'Mastectomy', containers: 1, fixative: '10% NBF', collectedAt: hoursAgo(6), note: 'Suture at 12 o’clock' },
    { letter: 'B', specimen: 'Lymph nodes, axillary, left', procedure: 'Axillary dissection', containers: 2 },
    { letter: 'C', specimen: 'Skin, left breast, additional margin' },
  ];

  describe('the migration (030) on the demo data', () => {
    it('gives every case its part A from its specimen (and the parts its blocks name), keeps every block code and every released text', async () => {
      const orm = t.app.get(MikroORM);
      const [one] = await sql<{ id: number }[]>(t, `select id from pathology_case where kind = 'surgical' and status <> 'cancelled' order by id limit 1`);
      // A case grossed before parts existed, with a block of a second specimen (B2).
      await sql(t, `insert into bench_block (case_id, code) values (?, 'A1'), (?, 'B2')`, [one!.id, one!.id]);
      const before = await sql<{ id: number; specimen: string; containers: number; collected: string | null }[]>(
        t,
        `select id, specimen, containers, collected_at::text as collected from pathology_case order by id`,
      );
      const blocks = await sql(t, `select id, case_id, code from bench_block order by id`);
      const released = await sql(t, `select id, snapshot::text, diagnosis from report_version order by id`);
      await orm.migrator.down({ to: '20261124-029-month-end-job-runs' });
      await orm.migrator.up();
      const parts = await sql<{ case_id: number; letter: string; position: number; specimen: string; containers: number; collected: string | null }[]>(
        t,
        `select case_id, letter, position, specimen, containers, collected_at::text as collected from case_part order by case_id, position`,
      );
      expect(before.length).toBeGreaterThan(20);
      for (const c of before) {
        const own = parts.filter((p) => p.case_id === c.id);
        expect(own[0]).toEqual({ case_id: c.id, letter: 'A', position: 1, specimen: c.specimen, containers: c.containers, collected: c.collected });
        expect(own.map((p) => p.letter)).toEqual(c.id === one!.id ? ['A', 'B'] : ['A']);
      }
      expect(await sql(t, `select id, case_id, code from bench_block order by id`)).toEqual(blocks);
      expect(await sql(t, `select id, snapshot::text, diagnosis from report_version order by id`)).toEqual(released);
      const read = (await user.get(`/api/surgicals/${one!.id}`).expect(200)).body.surgical;
      expect(read.parts.map((p: { letter: string }) => p.letter)).toEqual(['A', 'B']);
      await sql(t, `delete from bench_block where case_id = ?`, [one!.id]);
    });
  });

  it('registers a requisition of three specimens as one case with parts A, B, C; GET answers them in order; the registration is audited with them', async () => {
    const c = (await register({ specimen: undefined, containers: undefined, collectedAt: undefined, parts: MASTECTOMY }).expect(201)).body.surgical;
    const expected = [
      { ...MASTECTOMY[0], collectedAt: new Date(MASTECTOMY[0]!.collectedAt!).toISOString() },
      { letter: 'B', specimen: 'Lymph nodes, axillary, left', procedure: 'Axillary dissection', containers: 2, fixative: null, collectedAt: null, note: null },
      { letter: 'C', specimen: 'Skin, left breast, additional margin', procedure: null, containers: 1, fixative: null, collectedAt: null, note: null },
    ];
    expect(c.parts).toEqual(expected);
    // The case's one-line specimen, containers and collection follow from its parts.
    expect(c).toMatchObject({
      specimen: 'A. Breast, left, mastectomy; B. Lymph nodes, axillary, left; C. Skin, left breast, additional margin',
      containers: 4,
      collectedAt: expected[0]!.collectedAt,
    });
    expect((await user.get(`/api/surgicals/${c.id}`).expect(200)).body.surgical.parts).toEqual(expected);
    expect((await auditOf(t, 'pathology_case', c.id))[0]!.after).toMatchObject({ parts: expected });
  });

  it('keeps the one-specimen payload: a case without parts is one part A, its specimen, and looks as before', async () => {
    const c = (await register({}).expect(201)).body.surgical;
    expect(c.specimen).toBe('Skin, left arm, excision');
    expect(c.parts).toEqual([{ letter: 'A', specimen: 'Skin, left arm, excision', procedure: null, containers: 1, fixative: null, collectedAt: c.collectedAt, note: null }]);
    // Editing its specimen edits part A.
    const edited = (await user.put(`/api/surgicals/${c.id}`, { version: c.version, specimen: 'Skin, right arm, excision' }).expect(200)).body.surgical;
    expect(edited.parts[0].specimen).toBe('Skin, right arm, excision');
  });

  it('refuses duplicate or out-of-order letters, a part without a specimen, more than 52 parts, a case without any specimen — 400 at the part’s field, nothing written', async () => {
    const before = await writes(t);
    const errorsOf = async (parts: unknown, extra: Record<string, unknown> = {}) => (await register({ specimen: undefined, parts, ...extra }).expect(400)).body.errors;
    expect(
      await errorsOf([
        { letter: 'A', specimen: 'Breast' },
        { letter: 'A', specimen: 'Nodes' },
      ]),
    ).toEqual([{ field: 'parts.1.letter', message: "A is already part 1's letter" }]);
    expect(
      await errorsOf([
        { letter: 'A', specimen: 'Breast' },
        { letter: 'C', specimen: 'Nodes' },
      ]),
    ).toEqual([{ field: 'parts.1.letter', message: 'must be B: parts are lettered in order (A, B, C …)' }]);
    expect(await errorsOf([{ letter: 'B', specimen: 'Breast' }])).toEqual([{ field: 'parts.0.letter', message: 'must be A: parts are lettered in order (A, B, C …)' }]);
    expect(await errorsOf([{ letter: 'A', specimen: 'Breast' }, { letter: 'B' }])).toEqual([{ field: 'parts.1.specimen', message: 'is required: every part is a specimen' }]);
    expect(await errorsOf([{ letter: 'A', specimen: '  ' }])).toEqual([{ field: 'parts.0.specimen', message: 'is required: every part is a specimen' }]);
    const many = Array.from({ length: 53 }, (_, i) => ({ letter: i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(39 + i)}`, specimen: `Specimen ${i + 1}` }));
    expect(await errorsOf(many)).toEqual([{ field: 'parts', message: 'a case has at most 52 parts (A … Z, AA … AZ)' }]);
    expect(await errorsOf([])).toEqual([{ field: 'parts', message: 'a case has at least one part' }]);
    expect(await errorsOf(undefined)).toEqual([{ field: 'specimen', message: 'is required' }]);
    expect(await errorsOf([{ letter: 'A', specimen: 'Breast', collectedAt: hoursAgo(-3) }])).toEqual([{ field: 'parts.0.collectedAt', message: 'cannot be in the future' }]);
    // A batch names the case and the part.
    const batch = await user
      .post('/api/surgicals/new', {
        cases: [
          caseBody('surgical', refs, {
            specimen: undefined,
            parts: [
              { letter: 'A', specimen: 'x' },
              { letter: 'A', specimen: 'y' },
            ],
          }),
        ],
      })
      .expect(400);
    expect(batch.body.errors).toEqual([{ field: 'cases.0.parts.1.letter', message: "A is already part 1's letter" }]);
    expect(await writes(t)).toEqual(before);
    // 52 parts are accepted: A … Z, AA … AZ.
    const fiftyTwo = (await register({ specimen: undefined, parts: many.slice(0, 52) }).expect(201)).body.surgical;
    expect(fiftyTwo.parts.map((p: { letter: string }) => p.letter).slice(24, 28)).toEqual(['Y', 'Z', 'AA', 'AB']);
    expect(fiftyTwo.parts.at(-1).letter).toBe('AZ');
  });

  it('blocks belong to parts: grossed per part by shorthand ("A1–A3, B1–B2"); a block of a missing part is refused at its field', async () => {
    const c = (await register({ specimen: undefined, parts: partsOf('Breast, left, mastectomy', 'Lymph nodes, axillary') }).expect(201)).body.surgical;
    const grossed = await user.post(BENCH_API.blocks('surgical', c.id), { shorthand: 'A1–A3, b1-B2' }).expect(201);
    expect(grossed.body.blocks.map((b: { code: string }) => b.code)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
    expect(grossed.body.blocks.every((b: { slides: unknown[] }) => b.slides.length === 1)).toBe(true);
    const before = await writes(t);
    const missing = await user.post(BENCH_API.blocks('surgical', c.id), { blocks: [{ code: 'B3' }, { code: 'C3' }] }).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'blocks.1.code', message: `${c.accessionNo} has no part C (its parts: A, B): C3 cannot be its block` }]);
    const range = await user.post(BENCH_API.blocks('surgical', c.id), { range: { part: 'D', from: 1, to: 2 } }).expect(400);
    expect(range.body.errors).toEqual([{ field: 'range.part', message: `${c.accessionNo} has no part D (its parts: A, B): D1 cannot be its block` }]);
    const shorthand = await user.post(BENCH_API.blocks('surgical', c.id), { shorthand: 'B3, C1–C2' }).expect(400);
    expect(shorthand.body.errors).toEqual([{ field: 'shorthand', message: `${c.accessionNo} has no part C (its parts: A, B): C1 cannot be its block` }]);
    const unreadable = await user.post(BENCH_API.blocks('surgical', c.id), { shorthand: 'A4–B6' }).expect(400);
    expect(unreadable.body.errors).toEqual([{ field: 'shorthand', message: '"A4–B6": a range stays within one part' }]);
    const [bare] = (await user.post(BENCH_API.blocks('surgical', c.id), { blocks: [{ code: 'A9', slides: 0 }] }).expect(201)).body.blocks.filter(
      (b: { code: string }) => b.code === 'A9',
    );
    const rename = await user.put(BENCH_API.block('surgical', c.id, bare.id), { version: 1, code: 'C9' }).expect(400);
    expect(rename.body.errors).toEqual([{ field: 'code', message: `${c.accessionNo} has no part C (its parts: A, B): C9 cannot be its block` }]);
    const after = await writes(t);
    expect(after.cases).toBe(before.cases);
  });

  it('adds a part after registration (audited), removes one without blocks, refuses to remove one with blocks — with the reason', async () => {
    let c = (await register({ specimen: undefined, parts: partsOf('Breast, left, mastectomy', 'Lymph nodes, axillary') }).expect(201)).body.surgical;
    await user.post(BENCH_API.blocks('surgical', c.id), { shorthand: 'A1, B1' }).expect(201);
    const three = [...c.parts, { letter: 'C', specimen: 'Skin, margin' }];
    c = (await user.put(`/api/surgicals/${c.id}`, { version: c.version, parts: three }).expect(200)).body.surgical;
    expect(c.parts.map((p: { letter: string }) => p.letter)).toEqual(['A', 'B', 'C']);
    expect(c.specimen).toBe('A. Breast, left, mastectomy; B. Lymph nodes, axillary; C. Skin, margin');
    // The summaries' count of the case's parts follows, in the same statement (migration 042's triggers).
    const partCount = async () => (await sql<{ n: number }[]>(t, `select part_count as n from case_fact where case_id = ?`, [c.id]))[0]!.n;
    expect(await partCount()).toBe(3);
    const audit = (await auditOf(t, 'pathology_case', c.id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'update',
      before: { parts: [{ letter: 'A' }, { letter: 'B' }] },
      after: { parts: [{ letter: 'A' }, { letter: 'B' }, { letter: 'C', specimen: 'Skin, margin' }] },
    });
    const history = (await user.get(`/api/surgicals/${c.id}/history`).expect(200)).body.history;
    expect(history[0].changes.parts[1]).toHaveLength(3);
    // C has nothing: it goes. B has a block: it stays.
    c = (await user.put(`/api/surgicals/${c.id}`, { version: c.version, parts: three.slice(0, 2) }).expect(200)).body.surgical;
    expect(c.parts.map((p: { letter: string }) => p.letter)).toEqual(['A', 'B']);
    const refused = await user.put(`/api/surgicals/${c.id}`, { version: c.version, parts: three.slice(0, 1) }).expect(409);
    expect(refused.body.message).toBe('Part B cannot be removed: B has blocks B1.');
    expect(refused.body.errors).toEqual([{ field: 'parts', message: 'part B has blocks or a result: it cannot be removed' }]);
    expect(await partCount()).toBe(2);
    // A case of several parts changes its specimens in its parts.
    const specimen = await user.put(`/api/surgicals/${c.id}`, { version: c.version, specimen: 'Breast' }).expect(400);
    expect(specimen.body.errors).toEqual([{ field: 'specimen', message: 'this case has 2 parts: change their specimens in parts (parts.<i>.specimen)' }]);
    const order = await user
      .put(`/api/surgicals/${c.id}`, {
        version: c.version,
        parts: [
          { letter: 'A', specimen: 'x' },
          { letter: 'C', specimen: 'y' },
        ],
      })
      .expect(400);
    expect(order.body.errors).toEqual([{ field: 'parts.1.letter', message: 'must be B: parts are lettered in order (A, B, C …)' }]);
    expect((await user.get(`/api/surgicals/${c.id}`).expect(200)).body.surgical.parts.map((p: { letter: string }) => p.letter)).toEqual(['A', 'B']);
  });
});
