// Issue 24.16: ids are parsed strictly, wherever they are parsed — every path parameter and every
// query field that holds an id, found from the routes' own schemas (a new route is covered without
// being listed): `/api/surgicals/0x10` is not case 16, `/api/surgicals/%201` is not case 1.
import { z } from 'zod';
import { idParamSchema } from '@pathdesk/contracts/schemas';
import { ApiClient } from '../api-client.js';
import { mayUse, ROUTES } from '../access-routes.js';
import { caseRefs } from '../cases.js';
import { apiRoutes, type ApiRoute } from '../fuzz/api-routes.js';
import { validExamples } from '../fuzz/valid-examples.js';
import { registerCase, resultRefs } from '../results.js';
import { createTestApp, type TestApp } from '../test-app.js';

// The audit log's entity ids are text (numbers, UUIDs of jobs), compared as given, never parsed.
const TEXT_IDS = new Set(['entityId']);

/** Spellings Number() and parseInt() would take for an id. */
const LOOSE = (id: number) => [`0x${id.toString(16)}`, `%20${id}`, `${id}%20`, `${id}.0`, `${id}e0`, `%2B${id}`, `0${id}`, `${id}abc`, '0', '-1', '2147483648', '1e3'];

describe('ids are parsed strictly (issue 24.16)', () => {
  let t: TestApp;
  let admin: ApiClient;
  /** For the routes only a client hospital's account may use (the portal's loans, issue 28.5). */
  let guest: ApiClient;
  /** For the routes only pathologists may use (co-signing and consulting, issue 32.2). */
  let doctor: ApiClient;
  let routes: ApiRoute[];
  let caseId: number;
  let examples: ReturnType<typeof validExamples>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    guest = await ApiClient.signedIn(t, 'guest');
    doctor = await ApiClient.signedIn(t, 'doctor');
    routes = apiRoutes(t.app);
    const refs = await caseRefs(t);
    for (let i = 0; i < 2; i++) caseId = (await registerCase(admin, 'surgical', refs)).id;
    examples = validExamples(await resultRefs(t), (await admin.get('/api/auth/check')).body);
  });
  afterAll(() => t.close());

  it('refuses /api/surgicals/0x… and /api/surgicals/%20… instead of reading the case, naming the parameter', async () => {
    await admin.get(`/api/surgicals/${caseId}`).expect(200);
    for (const spelling of LOOSE(caseId)) {
      const res = await admin.get(`/api/surgicals/${spelling}`);
      expect([spelling, res.status, res.body.errors?.[0]?.field]).toEqual([spelling, 400, 'id']);
    }
  });

  it('every path id of every route goes through the one id schema, and refuses loose spellings', async () => {
    const withIds = routes.filter((r) => /:\w*[iI]d\b/.test(r.path));
    expect(withIds.length).toBeGreaterThan(40);
    const outside = withIds.flatMap((r) =>
      [...r.path.matchAll(/:(\w*[iI]d)\b/g)]
        .map((m) => m[1]!)
        .filter((name) => r.params[name] !== idParamSchema)
        .map((name) => `${r.path} :${name}`),
    );
    // Job ids are UUIDs and synoptic template ids are names (their own schemas); FHIR's ids follow
    // FHIR's grammar (the next test); every other id is a number.
    expect(outside.filter((p) => !p.endsWith(':jobId') && !p.endsWith(':templateId') && !p.startsWith('/api/fhir/'))).toEqual([]);
    const failures: string[] = [];
    for (const route of withIds) {
      for (const name of Object.keys(route.params).filter((n) => route.params[n] === idParamSchema)) {
        for (const spelling of ['0x10', '%201', '1.0', '01']) {
          const path = route.path.replace(/:(\w+)/g, (_all, param: string) => (param === name ? spelling : param === 'date' ? '2026-01-05' : '1'));
          // A valid body (the fuzz suite's examples): the id alone is wrong.
          const access = ROUTES.find((r) => r.method === route.method && r.route === route.path);
          const client = !access || mayUse(access, 'admin') ? admin : mayUse(access, 'guest') ? guest : mayUse(access, 'doctor') ? doctor : admin;
          const res = await client.call(route.method, path, examples[`${route.method} ${route.path}`]?.());
          const fields = (res.body.errors ?? []).map((e: { field: string }) => e.field);
          if (res.status !== 400 || !fields.includes(name)) failures.push(`${route.method.toUpperCase()} ${path} → ${res.status} ${fields.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("FHIR's reads answer a loose spelling of an id as no resource (404, an OperationOutcome), never as the row it resembles", async () => {
    const fhirReads = routes.filter((r) => r.method === 'get' && /^\/api\/fhir\/\w+\/:id$/.test(r.path));
    expect(fhirReads.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of fhirReads) {
      for (const spelling of ['0x1', '%201', '1.0', '01', '+1']) {
        const res = await admin.get(route.path.replace(':id', spelling));
        if (res.status !== 404 || res.body.resourceType !== 'OperationOutcome') failures.push(`GET ${route.path.replace(':id', spelling)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every id in a query is parsed the same way', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => r.method === 'get' && r.query)) {
      const fields = Object.keys((z.toJSONSchema(route.query!, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {}).filter(
        (name) => /Id$/.test(name) && !TEXT_IDS.has(name),
      );
      for (const field of fields) {
        for (const spelling of ['0x10', ' 1', '1.0', '1e1']) {
          checked++;
          const path = route.path.replace(/:(\w+)/g, (_all, name: string) =>
            name === 'date' ? '2026-01-05' : name === 'jobId' ? '00000000-0000-4000-8000-000000000000' : name === 'panel' ? 'latest-reports' : '1',
          );
          const res = await admin.agent.get(path).query({ [field]: spelling });
          if (res.status !== 400) failures.push(`GET ${path}?${field}=${spelling} → ${res.status}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
