import request from 'supertest';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openApiPath } from './openapi-document.js';
import { OpenApiService } from './openapi.service.js';

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** What Express really answers: "GET /api/surgicals/:id", from its router. */
function registeredRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return express.router.stack
    .filter((layer) => layer.route?.path.startsWith('/api/'))
    .flatMap((layer) => Object.keys(layer.route!.methods).map((method) => `${method.toUpperCase()} ${openApiPath(layer.route!.path)}`));
}

describe('API documentation (/api/docs)', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('documents every registered route, and no route that is not registered', async () => {
    const document = (await admin.get('/api/docs/openapi.json').expect(200)).body;
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = registeredRoutes(t);
    expect(registered.length).toBeGreaterThan(50);
    expect(new Set(documented)).toEqual(new Set(registered));
    expect(documented).toHaveLength(new Set(documented).size);
  });

  it('gives each validated body, query and path parameter its schema from the zod schemas', async () => {
    const document = (await admin.get('/api/docs/openapi.json').expect(200)).body;
    const routes = t.app.get(OpenApiService).routes();
    const withBody = routes.filter((r) => r.body);
    expect(withBody.length).toBeGreaterThan(20);
    for (const route of withBody) {
      const operation = document.paths[openApiPath(route.path)][route.method];
      expect({ route: `${route.method} ${route.path}`, schema: operation.requestBody?.content?.['application/json']?.schema }).toEqual({
        route: `${route.method} ${route.path}`,
        schema: expect.any(Object),
      });
    }
    // A registration: its fields come from createCaseSchema('surgical').
    const register = document.paths['/api/surgicals'].post.requestBody.content['application/json'].schema;
    const properties = register.properties ?? document.components?.schemas?.[register.$ref?.split('/').pop()]?.properties;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['hn', 'patientFirstName', 'hospitalId', 'specimen']));
    const get = document.paths['/api/surgicals/{id}'].get;
    expect(get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]));
    expect(get.description).toMatch(/Roles: admin, user, doctor/);
  });

  it('points API clients of the waiting dispatch route to the job route', async () => {
    const document = (await admin.get('/api/docs/openapi.json').expect(200)).body;
    expect(document.paths['/api/reports/dispatches'].post.description).toContain('Prefer POST /api/reports/dispatches/jobs');
  });

  it('every route says who may call it (no route left to the default)', () => {
    const unset = t.app
      .get(OpenApiService)
      .routes()
      .filter((r) => !r.access)
      .map((r) => `${r.method} ${r.path}`);
    expect(unset).toEqual([]);
  });

  it('serves a page to admins only', async () => {
    const page = await admin.get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<code>/api/surgicals/{id}</code>');
    await (await ApiClient.signedIn(t, 'user')).get('/api/docs').expect(403);
    await request(t.http).get('/api/docs/openapi.json').expect(401);
  });

  it('is absent when API_DOCS=false (the production default)', async () => {
    const off = await createTestApp({ API_DOCS: 'false' });
    try {
      await (await ApiClient.signedIn(off, 'admin')).get('/api/docs/openapi.json').expect(404);
    } finally {
      await off.close();
    }
  });
});
