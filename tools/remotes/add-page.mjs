// Adds a page to a remote, as docs/remotes.md ("Add a page") says, touching only the remote's files:
//   node tools/remotes/add-page.mjs <remote> <segment> "<English title>" "<Thai title>" [role,…]
// e.g. node tools/remotes/add-page.mjs reports couriers "Couriers" "ผู้ส่งเอกสาร" admin,user
// It writes src/features/<segment>/<segment>-page.tsx (a page to fill in), a lazy route in
// src/routes.tsx, a page rule and a menu entry in src/manifest.ts (the remote's first menu group),
// and the entry's label in src/locales/<namespace>/{en,th}.json. Any root: --root=<folder>.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const pascal = (segment) => segment.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

export function addPage({ root, remote, segment, title, thaiTitle, roles = ['admin', 'user'] }) {
  const app = join(root, 'apps', remote);
  const manifestFile = join(app, 'src/manifest.ts');
  const manifest = readFileSync(manifestFile, 'utf8');
  const mount = /mounts: \['([^']+)'/.exec(manifest)?.[1];
  const group = /groups: \[\{ id: '([^']+)'/.exec(manifest)?.[1];
  const namespace = /namespace: '([^']+)'/.exec(manifest)?.[1];
  if (!mount || !group || !namespace) throw new Error(`${manifestFile}: no mount, group or namespace to add to`);
  if (!/^[a-z][a-z0-9-]*$/.test(segment)) throw new Error(`${segment}: a page's address is lower case letters, digits and dashes`);
  const path = `${mount}/${segment}`;
  const name = `${pascal(segment)}Page`;
  const written = [];

  const pageFile = join(app, 'src/features', segment, `${segment}-page.tsx`);
  if (existsSync(pageFile)) throw new Error(`${pageFile} exists already`);
  mkdirSync(join(app, 'src/features', segment), { recursive: true });
  writeFileSync(
    pageFile,
    `import { PageCard } from '@pathdesk/web-ui';\n\n/** ${path}: ${title}. */\nexport default function ${name}() {\n  return (\n    <PageCard title="${title}">\n      <p className="m-0">${title}</p>\n    </PageCard>\n  );\n}\n`,
  );
  written.push(pageFile);

  const routesFile = join(app, 'src/routes.tsx');
  let routes = readFileSync(routesFile, 'utf8');
  const lastLazy = [...routes.matchAll(/^const \w+ = lazy\(.*\);$/gm)].at(-1);
  const notFound = routes.indexOf("  { path: '*'");
  if (!lastLazy || notFound < 0) throw new Error(`${routesFile}: no lazy page or not-found route to add beside`);
  routes = `${routes.slice(0, notFound)}  { path: '${segment}', element: <${name} /> },\n${routes.slice(notFound)}`;
  const at = lastLazy.index + lastLazy[0].length;
  routes = `${routes.slice(0, at)}\nconst ${name} = lazy(() => import('./features/${segment}/${segment}-page'));${routes.slice(at)}`;
  writeFileSync(routesFile, routes);
  written.push(routesFile);

  const order = Math.max(0, ...[...manifest.matchAll(/order: (\d+)/g)].map((m) => Number(m[1]))) + 10;
  const roleList = `[${roles.map((role) => `'${role}'`).join(', ')}]`;
  const label = `menu.${title}`;
  const updated = manifest
    .replace(/( {2}pages: \[\n)/, `$1    { path: '${path}', roles: ${roleList} },\n`)
    .replace(/( {2}menu: \[\n)/, `$1    { group: '${group}', order: ${order}, label: '${label}', icon: 'pi pi-fw pi-circle', to: '${path}', roles: ${roleList} },\n`);
  if (updated === manifest) throw new Error(`${manifestFile}: no pages or menu list to add to`);
  writeFileSync(manifestFile, updated);
  written.push(manifestFile);

  for (const [language, text] of [
    ['en', title],
    ['th', thaiTitle],
  ]) {
    const file = join(app, 'src/locales', namespace, `${language}.json`);
    const texts = JSON.parse(readFileSync(file, 'utf8'));
    texts.menu = { ...texts.menu, [title]: text };
    writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`);
    written.push(file);
  }
  return { path, written };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--root='));
  const root = process.argv.find((arg) => arg.startsWith('--root='))?.slice(7) ?? join(import.meta.dirname, '../..');
  const [remote, segment, title, thaiTitle, roles] = args;
  if (!remote || !segment || !title || !thaiTitle) {
    console.error('usage: node tools/remotes/add-page.mjs <remote> <segment> "<English title>" "<Thai title>" [role,…]');
    process.exit(2);
  }
  const { path, written } = addPage({ root, remote, segment, title, thaiTitle, roles: roles?.split(',') });
  console.log(`${path} added:\n${written.map((file) => `  ${file}`).join('\n')}`);
}
