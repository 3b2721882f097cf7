// The role × route matrix (issue: sign-in): the /api prefix in any other spelling reaches nothing —
// routing is case-sensitive (issue 11).
import { ROUTES, matrixApp, pathOf } from './access-routes.js';

describe('role × route matrix: other spellings of the prefix', () => {
  const { clients } = matrixApp();

  const SPELLINGS = ['/API', '/Api', '/aPI'];
  it.each(ROUTES.flatMap((r) => SPELLINGS.map((prefix) => [`${r.method.toUpperCase()} ${r.route.replace(/^\/api/, prefix)}`, r, prefix] as const)))(
    '%s answers 404 to an administrator',
    async (_name, route, prefix) => {
      const { client, me } = clients().get('admin')!;
      const res = await client.call(route.method, pathOf(route, me).replace(/^\/api/, prefix), route.body);
      expect(res.status).toBe(404);
    },
  );
});
