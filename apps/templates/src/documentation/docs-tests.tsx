import { DocSection } from './doc-section';
import styles from '../templates.module.css';

const KINDS: [kind: string, where: string, how: string][] = [
  [
    'Unit',
    'x.spec.ts(x) beside the code, in every app and lib',
    'Jest; React in jsdom with Testing Library. Shell pages: renderApp(path) and serveApi() of apps/shell/src/testing.',
  ],
  [
    'API integration',
    'apps/api/src/**/x.int-spec.ts, and apps/api/test for the access matrix',
    'The whole Nest app on a fresh PostgreSQL database per file; ApiClient signs in as a demo role and sends the CSRF token.',
  ],
  [
    'End to end',
    'apps/e2e/src/x.spec.ts',
    'Playwright in Chromium on the production build and a database of its own. signIn and toasts from support/fixtures.ts; expectNoSeriousViolations from support/axe.ts checks a page with axe.',
  ],
];

export function TestsSection() {
  return (
    <DocSection id="tests" title="Where tests go">
      <table className={styles.docTable}>
        <thead>
          <tr>
            <th>Kind</th>
            <th>Where</th>
            <th>How</th>
          </tr>
        </thead>
        <tbody>
          {KINDS.map(([kind, where, how]) => (
            <tr key={kind}>
              <th scope="row">{kind}</th>
              <td>
                <code>{where}</code>
              </td>
              <td>{how}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="m-0">
        Where the spec is a table — roles and menus, roles and routes, the error messages — the test is a table too. Locate elements by their role and label, as a user finds them;
        tests check behaviour, the benchmarks in <code>tools/bench</code> report the timings and sizes.
      </p>
    </DocSection>
  );
}
