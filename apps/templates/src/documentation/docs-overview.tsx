import { CodeBlock } from '../gallery';
import { DocSection } from './doc-section';
import styles from '../templates.module.css';

export function OverviewSection() {
  return (
    <DocSection id="overview" title="How PathDesk fits together">
      <p>
        One origin. The API process (NestJS, port 3000) answers <code>/api/*</code>, serves the remotes manifest at <code>/api/shell-config</code>, each remote’s build at{' '}
        <code>/remotes/&lt;name&gt;/</code> and the shell’s <code>index.html</code> for every other page address.
      </p>
      <ul>
        <li>
          The <strong>shell</strong> (<code>apps/shell</code>) owns the one router, the one Redux store, the PrimeReact provider, the layout, the toasts, the confirm dialog and the
          loading overlay. It reads each remote’s manifest in <code>/api/shell-config</code> at start and composes the sidebar and the page guard from them, without downloading any
          remote.
        </li>
        <li>
          Each <strong>remote</strong> (<code>workspace</code>, <code>settings</code>, <code>reports</code>, <code>templates</code>) exposes <code>./routes</code>: relative routes
          with lazy pages, which the shell mounts at the addresses its manifest names (<code>/workspace/*</code>, <code>/setting/*</code>, <code>/report/*</code>; these pages). A
          remote that cannot load shows an error panel with “Try again”; the rest keeps working.
        </li>
        <li>
          Provided by the shell, once for all (<code>tools/rspack/shared-dependencies.mjs</code>): react, react-dom, react-router, react-i18next, primereact and{' '}
          <code>@pathdesk/web-data</code> — the platform: the store, the base RTK Query <code>api</code> to which each remote adds its own endpoints, sign-in, notifications and
          i18n. A remote built for another platform version shows its own “needs an update” page.
        </li>
        <li>
          Code shared between apps lives in <code>libs/</code>: <code>contracts</code> (types, constants, zod schemas — for the API and the web), <code>web/ui</code> (layout
          pieces, form fields, tables, formatting), <code>web/lookups</code> (endpoints several remotes call) and <code>web/data</code>. Lint forbids a remote to import another
          remote or the shell.
        </li>
      </ul>
    </DocSection>
  );
}

const COMMANDS: [command: string, what: string][] = [
  ['npm install', 'once, with Node.js 24'],
  [
    'npm start',
    'builds what is missing, migrates and serves everything on http://localhost:3000 (an embedded PostgreSQL under .data/ when DATABASE_URL is unset; demo accounts admin, user, doctor, guest, password pathdesk-demo)',
  ],
  ['npm run dev', 'the API on port 3000, restarted on change; the shell on http://localhost:4200 with live reload, proxying /api; the remotes on ports 4201–4203'],
  ['npm test', 'lint, type checks and unit tests, then the API integration tests on PostgreSQL, then Playwright on the production build'],
  ['npm run lint · typecheck · test:unit · test:int · test:e2e', 'one stage of npm test'],
  ['npx nx run-many -t lint,typecheck,test -p shell,e2e', 'the same for some projects only'],
  ['npx playwright test -c apps/e2e/playwright.config.ts templates.spec.ts', 'one end-to-end spec, after npx nx run-many -t build'],
  ['npm run db:diff', 'the SQL of the next migration (what the entities describe that the migrations do not)'],
  ['npm run bench:web · bench:load', 'the shell’s initial download (budget 250 KiB gzip) and each remote’s; cold start in Chromium'],
  ['npm run bench:auth · bench:lookups · bench:cases · bench:pdf', 'sign-in throughput, the lookup lists at 100,000 doctors, the worklists at 1,000,000 cases, PDFs under load'],
];

export function CommandsSection() {
  return (
    <DocSection id="commands" title="Commands">
      <table className={styles.docTable}>
        <thead>
          <tr>
            <th>Command</th>
            <th>What it does</th>
          </tr>
        </thead>
        <tbody>
          {COMMANDS.map(([command, what]) => (
            <tr key={command}>
              <td>
                <code>{command}</code>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>A page of the shell in a test, with the server’s answers stubbed:</p>
      <CodeBlock
        code={`import { renderApp, serveApi } from '../testing/render-app';

serveApi({ user: null });            // nobody signed in
await renderApp('/pages/crud');
expect(await screen.findByRole('heading', { level: 1, name: 'Additional tests' })).toBeInTheDocument();`}
      />
    </DocSection>
  );
}
