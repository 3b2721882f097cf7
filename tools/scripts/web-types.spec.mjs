// `npm test` type-checks the web projects as one program (tsconfig.web.json): it must hold every web
// project's code, with the options each project's own tsconfig.json has.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { WEB_PROJECTS, workspaceRoot } from './run.mjs';

const json = (path) => JSON.parse(readFileSync(join(workspaceRoot, path), 'utf8'));

/** Every Nx project's name and folder (relative to the workspace). */
function projects() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(workspaceRoot, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      try {
        found.push({ name: json(join(path, 'project.json')).name, root: path });
      } catch {
        // not a project
      }
      walk(path);
    }
  };
  for (const top of ['apps', 'libs', 'tools']) walk(top);
  return found;
}

const web = json('tsconfig.web.json');

test('holds every web project, and only those', () => {
  const all = projects();
  const withDomTypes = all.filter(({ root }) => {
    try {
      return json(join(root, 'tsconfig.json')).compilerOptions?.types?.includes('@testing-library/jest-dom');
    } catch {
      return false;
    }
  });
  expect(withDomTypes.map((p) => p.name).sort()).toEqual([...WEB_PROJECTS].sort());
  for (const { root } of withDomTypes) {
    expect(web.include).toEqual(expect.arrayContaining([`${root}/src/**/*.ts`, `${root}/src/**/*.tsx`]));
  }
  const roots = web.include.filter((path) => path.includes('/src/')).map((path) => path.slice(0, path.indexOf('/src/')));
  expect([...new Set(roots)].sort()).toEqual(withDomTypes.map((p) => p.root).sort());
});

test("has each web project's options and extra files", () => {
  for (const name of WEB_PROJECTS) {
    const root = projects().find((p) => p.name === name).root;
    const own = json(join(root, 'tsconfig.json'));
    expect(own.compilerOptions).toEqual(web.compilerOptions);
    const extra = own.include.filter((path) => !path.startsWith('src/')).map((path) => relative(workspaceRoot, join(workspaceRoot, root, path)));
    expect(web.include).toEqual(expect.arrayContaining(extra));
    expect(relative(workspaceRoot, join(workspaceRoot, root, dirname(own.extends)))).toBe('');
  }
});
