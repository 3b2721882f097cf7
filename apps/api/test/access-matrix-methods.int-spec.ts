// The role × route matrix (issue: sign-in), by method: every method a path does not serve answers
// 404; the public routes are open to anonymous callers. (HEAD is checked with the roles, other
// spellings of the prefix by access-matrix-spellings.int-spec.ts.)
import { ApiClient } from './api-client.js';
import { ROUTES, matrixApp } from './access-routes.js';

describe('role × route matrix: methods', () => {
  const { app, clients } = matrixApp();

  // Every other method on every path answers 404, to anyone (the CSRF token sent: the route decides).
  const OTHER_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
  const paths = [...new Set(ROUTES.map((r) => r.route))];
  // (a literal path such as /api/cfgvalues/screeners may be another route's /api/cfgvalues/:id)
  const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
  const unserved = paths.flatMap((path) =>
    OTHER_METHODS.filter((method) => !ROUTES.some((r) => r.method === method && matches(r.route, path.replace(':id', '1')))).map((method) => [method, path] as const),
  );
  it.each(unserved.flatMap(([method, path]) => (['anonymous', 'admin'] as const).map((subject) => [`${method.toUpperCase()} ${path}`, subject, method, path] as const)))(
    '%s is not served (as %s)',
    async (_name, subject, method, path) => {
      const { client } = clients().get(subject)!;
      const res = await client.agent[method](path.replace(':id', '1')).set('X-CSRF-Token', client.csrfToken);
      expect(res.status).toBe(404);
    },
  );

  it.each(ROUTES.filter((r) => r.access === 'public').map((r) => [`${r.method.toUpperCase()} ${r.route}`, r] as const))('%s is open to anonymous callers', async (_name, route) => {
    const anonymous = await ApiClient.anonymous(app());
    const res = await anonymous.call(route.method, route.route, route.body);
    // auth/check answers 401 by design (it says whether one is signed in); nothing answers 403.
    expect(res.status).not.toBe(403);
    if (route.route !== '/api/auth/check') expect(res.status).not.toBe(401);
  });
});
