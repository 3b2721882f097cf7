import { CodeBlock } from '../gallery';
import { DocSection } from './doc-section';

export function AddRemoteSection() {
  return (
    <DocSection id="add-remote" title="Add a remote">
      <p>
        A team that owns a part of the app on its own gets a remote. Say <code>billing</code>, at <code>/billing/*</code>; copy{' '}
        <code>apps/reports</code> and change the names.
      </p>
      <ol>
        <li>
          <code>apps/billing/project.json</code>: the targets build, serve, lint, typecheck and test, and the tags <code>scope:billing</code> and{' '}
          <code>type:app</code>. Beside it <code>jest.config.mjs</code> (<code>webProject</code>) and <code>tsconfig.json</code>.
        </li>
        <li>
          <code>apps/billing/rspack.config.mjs</code>, from the one configuration of every app (it shares the singletons for you):
          <CodeBlock
            code={`import { createWebConfig } from '../../tools/rspack/create-web-config.mjs';

export default createWebConfig({
  name: 'billing',
  projectRoot: import.meta.dirname,
  port: 4204,
  exposes: { './routes': './src/routes.tsx' },
});`}
          />
        </li>
        <li>
          <code>src/index.ts</code> is only <code>import('./bootstrap')</code> (the async boundary); <code>src/bootstrap.tsx</code> runs the remote on its
          own for development (<code>mountStandalone</code>, with <code>src/index.html</code>); <code>src/routes.tsx</code> exports <code>routes</code>, what the shell mounts.
        </li>
        <li>
          <code>libs/contracts/src/shell-config.ts</code>: add it to <code>REMOTES</code>. From there the API lists it in <code>/api/shell-config</code>,
          serves <code>dist/apps/billing</code> at <code>/remotes/billing/</code> and lets <code>REMOTE_BILLING_URL</code> move it elsewhere without a
          rebuild of the shell.
          <CodeBlock code={`billing: { basePath: '/billing', title: 'Billing' },`} />
        </li>
        <li>
          <code>apps/shell/src/app/routes.tsx</code>: mount it inside the layout.
          <CodeBlock code={`{ path: 'billing/*', element: <RemoteRoutes key="billing" remote="billing" /> },`} />
        </li>
        <li>
          <code>eslint.config.mjs</code>: <code>{`{ sourceTag: 'scope:billing', onlyDependOnLibsWithTags: ['scope:shared'] }`}</code>, so it imports only
          libs.
        </li>
        <li>
          The scripts: the projects of <code>tools/start.mjs</code>, the dev-server ports of <code>tools/dev.mjs</code>, the build dependencies of{' '}
          <code>apps/e2e/project.json</code> and the remotes measured by <code>tools/bench/web-size.mjs</code>.
        </li>
        <li>Its pages then follow the next section.</li>
      </ol>
    </DocSection>
  );
}

export function AddRouteSection() {
  return (
    <DocSection id="add-route" title="Add a page to a remote">
      <ol>
        <li>
          The page in the feature’s folder, e.g. <code>apps/settings/src/features/couriers/couriers-page.tsx</code>, with its endpoints in{' '}
          <code>couriers-api.ts</code> beside it. Start from the empty page (<code>/pages/empty</code>) and use the pieces of this gallery. Another
          feature reaches this one only through <code>features/couriers/index.ts</code> (lint checks it); a piece that several apps show belongs in{' '}
          <code>@pathdesk/web-ui</code>, a page address in <code>libs/contracts</code>.
        </li>
        <li>
          A lazy route in the remote’s <code>src/routes.tsx</code>, relative to the remote’s base path; unknown paths already go to the not-found page:
          <CodeBlock
            code={`const CouriersPage = lazy(() => import('./features/couriers/couriers-page'));

{ path: 'couriers', element: <CouriersPage /> },   // /setting/couriers`}
          />
        </li>
        <li>
          Who may open it: <code>PAGE_ACCESS</code> in <code>libs/contracts/src/access.ts</code>. The longest matching prefix decides; a page outside the
          table is open to anyone. The shell’s navigation guard sends others to sign in, or to the access-denied page; the API must refuse the same roles
          (next section).
          <CodeBlock code={`['/setting/couriers', signedIn('admin', 'user')],`} />
        </li>
        <li>
          Where it appears: <code>apps/shell/src/layout/menu-model.ts</code>, in the menus of those roles (spec §6). Both tables have table-driven tests
          beside them (<code>access.spec.ts</code>, <code>menu-model.spec.ts</code>).
          <CodeBlock code={`{ label: 'Couriers', icon: 'pi pi-fw pi-send', to: '/setting/couriers' },`} />
        </li>
        <li>
          Its data through the one RTK Query api, each endpoint named for its domain; the response type (<code>CouriersResponse</code>) is declared
          in <code>libs/contracts</code> and is the Nest controller’s return type too:
          <CodeBlock
            code={`const couriersApi = api.enhanceEndpoints({ addTagTypes: ['Courier'] }).injectEndpoints({
  endpoints: (build) => ({
    getCouriers: build.query<CouriersResponse, Record<string, string>>({
      query: (params) => ({ url: '/couriers', params }),
      providesTags: ['Courier'],
    }),
  }),
});

export const { useGetCouriersQuery } = couriersApi;`}
          />
          A failed call says so in a toast with the spec’s summary and the server’s reason: <code>useApiFailure()</code> from{' '}
          <code>@pathdesk/web-ui</code>.
        </li>
      </ol>
    </DocSection>
  );
}
