import { mayUse, pathOf, type RouteCase, type SignedInSubjects, type Subject } from './access-routes.js';

/**
 * One test per route × subject: 401 to anonymous callers, 403 with the reason to a role the route
 * does not name, neither to one it names; and HEAD, answered by the GET route, the same.
 */
export function checkRoleMatrix(cases: { route: RouteCase; subject: Subject }[], clients: () => SignedInSubjects) {
  it.each(cases.map(({ route, subject }) => [`${route.method.toUpperCase()} ${route.route}`, subject, route] as const))('%s as %s', async (_name, subject, route) => {
    const { client, me } = clients().get(subject)!;
    const res = await client.call(route.method, pathOf(route, me), route.body);
    if (subject === 'anonymous') expect(res.status).toBe(401);
    else if (!mayUse(route, subject)) expect([res.status, res.body.message]).toEqual([403, 'Your role does not allow this.']);
    else expect([401, 403]).not.toContain(res.status);
  });

  it.each(cases.filter(({ route }) => route.method === 'get').map(({ route, subject }) => [`HEAD ${route.route}`, subject, route] as const))(
    '%s as %s',
    async (_name, subject, route) => {
      const { client, me } = clients().get(subject)!;
      const res = await client.agent.head(pathOf(route, me));
      if (subject === 'anonymous') expect(res.status).toBe(401);
      else if (!mayUse(route, subject)) expect(res.status).toBe(403);
      else expect([401, 403]).not.toContain(res.status);
    },
  );
}
