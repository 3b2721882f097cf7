// The role × route matrix (issue: sign-in), first half: every route the API serves is listed in
// access-routes.ts, and every protected route answers each subject as its access says — 401 to
// anonymous callers, 403 with the reason to the roles it does not name, neither to those it names.
// The second half is access-matrix-roles.int-spec.ts; HEAD, other methods and other spellings of
// the prefix are access-matrix-methods.int-spec.ts and access-matrix-spellings.int-spec.ts.
import { ROUTES, matrixApp, matrixPart } from './access-routes.js';
import { checkRoleMatrix } from './role-matrix.js';

describe('role × route matrix (1 of 2)', () => {
  const { app, clients } = matrixApp();

  it('covers every route the API serves', () => {
    const router = (app().app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
    const served = router.stack.filter((layer) => layer.route).flatMap((layer) => Object.keys(layer.route!.methods).map((method) => `${method} ${layer.route!.path}`));
    const listed = ROUTES.map((r) => `${r.method} ${r.route}`);
    expect(served.sort()).toEqual(listed.sort());
  });

  checkRoleMatrix(matrixPart(0, 2), clients);
});
