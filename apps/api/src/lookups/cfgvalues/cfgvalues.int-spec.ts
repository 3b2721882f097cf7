import { CFG_LIST_KEYS } from '@pathdesk/contracts';
import { ApiClient } from '../../../test/api-client.js';
import { auditOf, sql } from '../../../test/sql.js';
import { labDay, listUrl } from '../../../test/list-query.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { LookupUsage, type LookupUsageCheck } from '../lookup-usage.js';

describe('config values', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => (await admin.post('/api/cfgvalues', body).expect(201)).body.cfgvalue;
  const names = (body: { cfgvalues: { name: string }[] }) => body.cfgvalues.map((c) => c.name);

  describe('create and update', () => {
    it('creates an entry (201) and audits it', async () => {
      const res = await admin.post('/api/cfgvalues', { category: 'screener', name: '  นางสาวมาลี ดีงาม ', value: 'CT(ASCP)', sortOrder: 40 }).expect(201);
      expect(res.body.cfgvalue).toEqual({
        id: expect.any(Number),
        category: 'screener',
        name: 'นางสาวมาลี ดีงาม',
        value: 'CT(ASCP)',
        description: null,
        sortOrder: 40,
        status: 'active',
        updatedAt: expect.any(String),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/nameKey|name_key/);
      const audit = await auditOf(t, 'cfgvalue', res.body.cfgvalue.id);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'create',
          actor_username: 'admin',
          before: null,
          after: expect.objectContaining({ category: 'screener', name: 'นางสาวมาลี ดีงาม', status: 'active' }),
        }),
      ]);
    });

    it('refuses a name already in the category without regard to case or spaces (409), not in another category', async () => {
      await create({ category: 'company', name: 'Thai Life Assurance' });
      for (const name of ['thai life assurance', '  THAI LIFE ASSURANCE ', 'Thai  Life   Assurance']) {
        const res = await admin.post('/api/cfgvalues', { category: 'company', name }).expect(409);
        expect(res.body.message).toBe('"Thai Life Assurance" is already among the companies (names are compared without regard to case or spaces).');
        expect(res.body.errors).toEqual([{ field: 'name', message: 'is already in the list' }]);
      }
      await admin.post('/api/cfgvalues', { category: 'pathologist', name: 'thai life assurance' }).expect(201);
    });

    it('lets one of several simultaneous requests for the same name win; the others get the same 409', async () => {
      const results = await Promise.all(
        ['Race Pathologist', 'race pathologist', ' RACE PATHOLOGIST', 'Race  Pathologist'].map((name) => admin.post('/api/cfgvalues', { category: 'pathologist', name })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toMatch(/is already among the pathologists/);
    });

    it('names the invalid fields (400): unknown category, empty name, unknown field — and writes nothing', async () => {
      const res = await admin.post('/api/cfgvalues', { category: 'colour', name: '   ', sortOrder: -1 }).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['category', 'name', 'sortOrder']);
      expect(res.body.errors.find((e: { field: string }) => e.field === 'category').message).toMatch(/must be one of prefix, screener/);
      expect(res.body.errors.find((e: { field: string }) => e.field === 'name').message).toBe('is required');
      const unknown = await admin.post('/api/cfgvalues', { category: 'screener', name: 'X', id: 5, nameKey: 'x' }).expect(400);
      expect(unknown.body.errors).toEqual([{ field: 'id, nameKey', message: expect.stringMatching(/Unrecognized keys/) }]);
      const missing = await admin.post('/api/cfgvalues', { name: 'No category' }).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'category', message: expect.any(String) }]);
      const search = await admin.get(listUrl('/api/cfgvalues', { search: 'No category' })).expect(200);
      expect(search.body.total).toBe(0);
    });

    it('updates an entry (the category stays), audits before and after; 404, 409 and 400 where due', async () => {
      const entry = await create({ category: 'cytologicaltype', name: 'Pleural fluid', value: 'PF' });
      const res = await admin.put(`/api/cfgvalues/${entry.id}`, { name: 'Pleural effusion', description: 'น้ำในช่องเยื่อหุ้มปอด', value: '' }).expect(200);
      expect(res.body.cfgvalue).toMatchObject({ id: entry.id, category: 'cytologicaltype', name: 'Pleural effusion', value: null, description: 'น้ำในช่องเยื่อหุ้มปอด' });
      const audit = await auditOf(t, 'cfgvalue', entry.id);
      expect(audit[1]).toMatchObject({
        action: 'update',
        actor_username: 'admin',
        before: { name: 'Pleural fluid', value: 'PF', description: null },
        after: { name: 'Pleural effusion', value: null, description: 'น้ำในช่องเยื่อหุ้มปอด' },
      });
      // A change of case of its own name is fine; another entry's name is not.
      await admin.put(`/api/cfgvalues/${entry.id}`, { name: 'PLEURAL EFFUSION' }).expect(200);
      const clash = await admin.put(`/api/cfgvalues/${entry.id}`, { name: ' urine ' }).expect(409);
      expect(clash.body.message).toMatch(/"Urine" is already among the cytological types/);
      const category = await admin.put(`/api/cfgvalues/${entry.id}`, { category: 'screener' }).expect(400);
      expect(category.body.errors).toContainEqual({ field: 'category', message: expect.stringMatching(/Unrecognized key/) });
      await admin.put(`/api/cfgvalues/${entry.id}`, {}).expect(400);
      await admin.put(`/api/cfgvalues/${entry.id}`, { status: 'retired' }).expect(400);
      await admin.put('/api/cfgvalues/999999', { name: 'Nobody' }).expect(404);
      await admin.put('/api/cfgvalues/abc', { name: 'Nobody' }).expect(400);
    });
  });

  describe('list', () => {
    beforeAll(async () => {
      for (const [name, sortOrder, status] of [
        ['Zeta Alpha', 501, 'active'],
        ['Zeta Beta', 502, 'inactive'],
        ['Zeta Gamma', 503, 'active'],
        ['Zeta Delta', 504, 'active'],
        ['Zeta Epsilon 100%', 505, 'active'],
      ] as const) {
        await create({ category: 'gynecologicalcomment', name, sortOrder, status, description: `Marker ${name}` });
      }
    });
    const zeta = (params: Parameters<typeof listUrl>[1]) => admin.get(listUrl('/api/cfgvalues', { category: 'gynecologicalcomment', search: 'zeta', ...params }));

    it('pages and sorts on the server, with the total', async () => {
      const first = await zeta({ first: 0, rows: 2, sortField: 'name', sortOrder: 1 }).expect(200);
      expect(first.body.total).toBe(5);
      expect(names(first.body)).toEqual(['Zeta Alpha', 'Zeta Beta']);
      const second = await zeta({ first: 2, rows: 2, sortField: 'name', sortOrder: 1 }).expect(200);
      expect(names(second.body)).toEqual(['Zeta Delta', 'Zeta Epsilon 100%']);
      const desc = await zeta({ rows: 1, sortField: 'sortOrder', sortOrder: -1 }).expect(200);
      expect(names(desc.body)).toEqual(['Zeta Epsilon 100%']);
      // The default order is the list's own: sortOrder.
      const byDefault = await zeta({}).expect(200);
      expect(names(byDefault.body)).toEqual(['Zeta Alpha', 'Zeta Beta', 'Zeta Gamma', 'Zeta Delta', 'Zeta Epsilon 100%']);
    });

    it('searches name, value and description, with % and _ taken literally', async () => {
      const all = await admin.get(listUrl('/api/cfgvalues', { search: 'marker zeta' })).expect(200);
      expect(all.body.total).toBe(5);
      const byValue = await admin.get(listUrl('/api/cfgvalues', { search: 'CT(ASCP)' })).expect(200);
      expect(byValue.body.cfgvalues.map((c: { category: string }) => c.category)).toContain('screener');
      await zeta({ search: '100%' })
        .expect(200)
        .expect((res) => expect(names(res.body)).toEqual(['Zeta Epsilon 100%']));
      await zeta({ search: '_' }).expect(200, { cfgvalues: [], total: 0 });
    });

    it('filters columns with the match modes of spec §9', async () => {
      const or = await zeta({
        filters: {
          name: {
            operator: 'or',
            constraints: [
              { matchMode: 'endsWith', value: 'alpha' },
              { matchMode: 'contains', value: 'gam' },
            ],
          },
        },
        sortField: 'name',
      }).expect(200);
      expect(names(or.body)).toEqual(['Zeta Alpha', 'Zeta Gamma']);
      const and = await zeta({
        filters: {
          name: {
            operator: 'and',
            constraints: [
              { matchMode: 'startsWith', value: 'zeta' },
              { matchMode: 'notContains', value: 'a ' },
            ],
          },
          sortOrder: { operator: 'and', constraints: [{ matchMode: 'gte', value: 503 }] },
        },
      }).expect(200);
      expect(names(and.body)).toEqual(['Zeta Gamma', 'Zeta Delta', 'Zeta Epsilon 100%'].filter((n) => !n.includes('a ')));
      const status = await zeta({ filters: { status: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'inactive' }] } } }).expect(200);
      expect(names(status.body)).toEqual(['Zeta Beta']);
      const notEquals = await zeta({ filters: { name: { operator: 'and', constraints: [{ matchMode: 'notEquals', value: 'ZETA BETA' }] } } }).expect(200);
      expect(notEquals.body.total).toBe(4);
      const numeric = await zeta({
        filters: {
          sortOrder: {
            operator: 'or',
            constraints: [
              { matchMode: 'lt', value: 502 },
              { matchMode: 'equals', value: '505' },
            ],
          },
        },
      }).expect(200);
      expect(names(numeric.body)).toEqual(['Zeta Alpha', 'Zeta Epsilon 100%']);
      const today = await zeta({ filters: { updatedAt: { operator: 'and', constraints: [{ matchMode: 'dateIs', value: labDay() }] } } }).expect(200);
      expect(today.body.total).toBe(5);
      const before = await zeta({ filters: { updatedAt: { operator: 'and', constraints: [{ matchMode: 'dateBefore', value: labDay() }] } } }).expect(200);
      expect(before.body.total).toBe(0);
      const after = await zeta({ filters: { updatedAt: { operator: 'and', constraints: [{ matchMode: 'dateAfter', value: labDay(-1) }] } } }).expect(200);
      expect(after.body.total).toBe(5);
    });

    it('refuses unknown sort fields, filters and categories (400)', async () => {
      await admin.get(listUrl('/api/cfgvalues', { sortField: 'nameKey' })).expect(400);
      await admin.get(listUrl('/api/cfgvalues', { category: 'colour' })).expect(400);
      await admin.get(listUrl('/api/cfgvalues', { rows: 500 })).expect(400);
      await admin.get(listUrl('/api/cfgvalues', { unknown: 1 })).expect(400);
      const res = await admin.get(listUrl('/api/cfgvalues', { filters: { category: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'x' }] } } })).expect(400);
      expect(res.body.errors).toEqual([{ field: 'filters', message: 'cannot filter on "category"' }]);
      await admin.get(listUrl('/api/cfgvalues', { filters: '{not json' })).expect(400);
      await admin.get(listUrl('/api/cfgvalues', { filters: { sortOrder: { operator: 'and', constraints: [{ matchMode: 'contains', value: 1 }] } } })).expect(400);
    });
  });

  describe('dropdown lists', () => {
    it('answers the active entries of each list, in order, keyed by the plural name', async () => {
      for (const key of Object.keys(CFG_LIST_KEYS)) {
        const res = await admin.get(`/api/cfgvalues/${key}`).expect(200);
        expect(Object.keys(res.body)).toEqual([key]);
        for (const option of res.body[key]) expect(Object.keys(option).sort()).toEqual(['id', 'name', 'value']);
      }
      const prefixs = await admin.get('/api/cfgvalues/prefixs').expect(200);
      expect(prefixs.body.prefixs.map((p: { name: string }) => p.name)).toEqual(['นาย', 'นาง', 'นางสาว', 'เด็กชาย', 'เด็กหญิง', 'Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.']);
      const comments = (await admin.get('/api/cfgvalues/gynecologicalcomments').expect(200)).body.gynecologicalcomments.map((c: { name: string }) => c.name);
      expect(comments).toEqual(expect.arrayContaining(['Zeta Alpha', 'Zeta Gamma']));
      expect(comments).not.toContain('Zeta Beta'); // inactive
      expect(comments.indexOf('Zeta Alpha')).toBeLessThan(comments.indexOf('Zeta Gamma'));
    });

    it('sorts by sort order, then name', async () => {
      await create({ category: 'company', name: 'ข บริษัท', sortOrder: 1 });
      await create({ category: 'company', name: 'ก บริษัท', sortOrder: 1 });
      await create({ category: 'company', name: 'A Company', sortOrder: 2 });
      const companies = (await admin.get('/api/cfgvalues/companies').expect(200)).body.companies.map((c: { name: string }) => c.name);
      expect(companies.filter((name: string) => ['ข บริษัท', 'ก บริษัท', 'A Company'].includes(name))).toEqual(['ก บริษัท', 'ข บริษัท', 'A Company']);
    });

    it('lists active hospitals and doctors for dropdowns', async () => {
      const hospitals = (await admin.get('/api/cfgvalues/hospitals').expect(200)).body.hospitals;
      expect(hospitals.length).toBeGreaterThanOrEqual(12);
      expect(Object.keys(hospitals[0]).sort()).toEqual(['code', 'id', 'name', 'nameEn']);
      const sorted = [...hospitals].map((h: { name: string }) => h.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(hospitals.map((h: { name: string }) => h.name)).toEqual(sorted);
      const one = hospitals[0];
      const doctors = (await admin.get(`/api/cfgvalues/doctors?hospitalId=${one.id}`).expect(200)).body.doctors;
      expect(doctors.length).toBeGreaterThanOrEqual(2);
      for (const d of doctors) expect(d).toEqual({ id: expect.any(Number), title: expect.any(String), name: expect.any(String), hospitalId: one.id });
      const all = (await admin.get('/api/cfgvalues/doctors').expect(200)).body.doctors;
      expect(all.length).toBeGreaterThan(doctors.length);
      const names = all.map((d: { name: string }) => d.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const search = (await admin.get(`/api/cfgvalues/doctors?search=${encodeURIComponent('สมชาย')}`).expect(200)).body.doctors;
      expect(search.map((d: { name: string }) => d.name)).toEqual(['สมชาย ธนากร']);
      await admin.get('/api/cfgvalues/doctors?hospitalId=x').expect(400);
    });
  });

  describe('delete', () => {
    let usage: LookupUsage;
    const checks: LookupUsageCheck[] = [];
    beforeAll(async () => {
      // A table standing in for the cases of a later issue, and its usage checks.
      await sql(t, 'create table test_specimen (id serial primary key, screener_id int not null)');
      usage = t.app.get(LookupUsage);
      checks.push(
        { lookup: 'cfgvalue', categories: ['screener'], usedBy: 'test specimens', sql: 'select distinct screener_id as id from test_specimen where screener_id in (?)' },
        // Another category's check must not apply to screeners, even if its SQL would say so.
        { lookup: 'cfgvalue', categories: ['company'], usedBy: 'test invoices', sql: 'select distinct screener_id as id from test_specimen where screener_id in (?)' },
      );
      for (const check of checks) usage.register(check);
    });
    afterAll(() => checks.forEach((check) => usage.unregister(check)));

    it('deletes entries not in use and answers the list the query asks for', async () => {
      const a = await create({ category: 'screener', name: 'Delete Me A' });
      const b = await create({ category: 'screener', name: 'Delete Me B' });
      const res = await admin.delete(listUrl('/api/cfgvalues', { category: 'screener', rows: 100, sortField: 'name' }), { ids: [a.id, b.id] }).expect(200);
      expect(res.body).toMatchObject({ deleted: [a.id, b.id], deactivated: [], message: 'Deleted 2 entries.' });
      expect(res.body.cfgvalues.every((c: { category: string }) => c.category === 'screener')).toBe(true);
      expect(names(res.body)).not.toContain('Delete Me A');
      expect(res.body.total).toBe(res.body.cfgvalues.length);
      expect(await auditOf(t, 'cfgvalue', a.id)).toEqual([
        expect.objectContaining({ action: 'create' }),
        expect.objectContaining({ action: 'delete', actor_username: 'admin', before: expect.objectContaining({ name: 'Delete Me A' }), after: null }),
      ]);
      // The name is free again.
      await create({ category: 'screener', name: 'delete me a' });
    });

    it('deactivates an entry in use instead of deleting it, and says so', async () => {
      const used = await create({ category: 'screener', name: 'Busy Screener' });
      const free = await create({ category: 'screener', name: 'Idle Screener' });
      await sql(t, 'insert into test_specimen (screener_id) values (?), (?)', [used.id, used.id]);
      const res = await admin.delete(listUrl('/api/cfgvalues', { category: 'screener', rows: 100 }), { ids: [used.id, free.id] }).expect(200);
      expect(res.body.deleted).toEqual([free.id]);
      expect(res.body.deactivated).toEqual([used.id]);
      expect(res.body.message).toBe('Deleted 1 entry. "Busy Screener" is in use (test specimens), so it was deactivated instead of deleted.');
      const kept = res.body.cfgvalues.find((c: { id: number }) => c.id === used.id);
      expect(kept).toMatchObject({ name: 'Busy Screener', status: 'inactive' });
      const screeners = (await admin.get('/api/cfgvalues/screeners').expect(200)).body.screeners.map((s: { id: number }) => s.id);
      expect(screeners).not.toContain(used.id);
      const audit = await auditOf(t, 'cfgvalue', used.id);
      expect(audit[1]).toMatchObject({
        action: 'update',
        before: { status: 'active' },
        after: { status: 'inactive' },
        reason: 'in use (test specimens): deactivated instead of deleted',
      });
      // Deleting it again keeps it (still in use) and says so again.
      const again = await admin.delete('/api/cfgvalues', { ids: [used.id] }).expect(200);
      expect(again.body).toMatchObject({ deleted: [], deactivated: [used.id] });
      expect(again.body.message).toMatch(/in use .* deactivated instead of deleted/);
    });

    it('applies a check only to its categories', async () => {
      const company = await create({ category: 'company', name: 'Checked Company' });
      const screener = await create({ category: 'screener', name: 'Unchecked Screener' });
      await sql(t, 'insert into test_specimen (screener_id) values (?)', [screener.id]);
      await sql(t, 'insert into test_specimen (screener_id) values (?)', [company.id]);
      const res = await admin.delete('/api/cfgvalues', { ids: [company.id, screener.id] }).expect(200);
      expect(res.body.deactivated.sort()).toEqual([company.id, screener.id].sort());
      expect(res.body.message).toMatch(/^2 entries are in use, so they were deactivated instead of deleted: /);
      expect(res.body.message).toMatch(/"Checked Company" \(test invoices\)/);
      expect(res.body.message).toMatch(/"Unchecked Screener" \(test specimens\)/);
    });

    it('refuses unknown ids (404) and deletes nothing', async () => {
      const entry = await create({ category: 'screener', name: 'Survivor' });
      const res = await admin.delete('/api/cfgvalues', { ids: [entry.id, 999999] }).expect(404);
      expect(res.body.message).toBe('No such entry: 999999. Nothing was deleted.');
      const still = await admin.get(listUrl('/api/cfgvalues', { search: 'Survivor' })).expect(200);
      expect(still.body.total).toBe(1);
      await admin.delete('/api/cfgvalues', { ids: [] }).expect(400);
      await admin.delete('/api/cfgvalues', { ids: ['x'] }).expect(400);
      await admin.delete('/api/cfgvalues').expect(400);
    });
  });

  describe('roles', () => {
    it('lets lab staff and doctors read, and only administrators write', async () => {
      const user = await ApiClient.signedIn(t, 'user');
      const doctor = await ApiClient.signedIn(t, 'doctor');
      const guest = await ApiClient.signedIn(t, 'guest');
      await user.get('/api/cfgvalues').expect(200);
      await doctor.get('/api/cfgvalues/pathologists').expect(200);
      await guest.get('/api/cfgvalues').expect(403);
      await guest.get('/api/cfgvalues/prefixs').expect(403);
      const entry = await create({ category: 'screener', name: 'Role Test' });
      for (const client of [user, doctor, guest]) {
        await client.post('/api/cfgvalues', { category: 'screener', name: 'Not allowed' }).expect(403);
        await client.put(`/api/cfgvalues/${entry.id}`, { name: 'Not allowed' }).expect(403);
        await client.delete('/api/cfgvalues', { ids: [entry.id] }).expect(403);
      }
      await (await ApiClient.anonymous(t)).get('/api/cfgvalues').expect(401);
      const unchanged = await admin.get(listUrl('/api/cfgvalues', { search: 'Role Test' })).expect(200);
      expect(unchanged.body.cfgvalues).toEqual([expect.objectContaining({ id: entry.id, name: 'Role Test' })]);
    });
  });
});
