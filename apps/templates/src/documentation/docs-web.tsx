import { CodeBlock } from '../gallery';
import { DocSection } from './doc-section';

export function AddRemoteSection() {
  return (
    <DocSection id="add-remote" title="Add a remote">
      <p>
        A team that owns a part of the app on its own gets a remote. Say <code>billing</code>, at <code>/billing/*</code>; copy <code>apps/templates</code> and change the names.
        The whole guide, with deploying and rolling back, is <code>docs/remotes.md</code>.
      </p>
      <ol>
        <li>
          <code>apps/billing/project.json</code>: the targets build, serve, lint, typecheck and test, and the tags <code>scope:billing</code> and <code>type:app</code>. Beside it{' '}
          <code>jest.config.mjs</code> (<code>webProject</code>) and <code>tsconfig.json</code>.
        </li>
        <li>
          <code>apps/billing/rspack.config.mjs</code>, from the one configuration of every app (it shares the singletons for you):
          <CodeBlock
            code={`import { createWebConfig } from '../../tools/rspack/create-web-config.mjs';

export default createWebConfig({
  name: 'billing',
  projectRoot: import.meta.dirname,
  port: 4205,
  exposes: { './routes': './src/remote.tsx' },
});`}
          />
        </li>
        <li>
          <code>src/index.ts</code> is only <code>import('./bootstrap')</code> (the async boundary); <code>src/bootstrap.tsx</code> runs the remote on its own for development (
          <code>mountStandalone</code>, with <code>src/index.html</code>); <code>src/routes.tsx</code> exports its <code>routes</code>; <code>src/remote.tsx</code> is what the
          shell loads (<code>remoteRoutes(manifest, () =&gt; import('./routes'))</code>: the pages, or the remote’s own “needs an update” page under a shell whose platform it was
          not built for); <code>package.json</code> carries its version.
        </li>
        <li>
          <code>src/manifest.ts</code>: its name, translation namespace, the addresses it mounts, its pages (who may open each) and its sidebar groups and entries. The build puts
          it in <code>remote.json</code>; the API lists it in <code>/api/shell-config</code> with the remote’s URL and version (<code>REMOTE_BILLING_URL</code> moves it elsewhere
          without a rebuild of the shell), and the shell mounts it and composes the sidebar and the page guard from it — no change to the shell.
          <CodeBlock
            code={`export const manifest = { name: 'billing', namespace: 'billing', title: 'remote.billing', mounts: ['/billing'], pages: […], groups: […], menu: […] } as const satisfies RemoteManifest;`}
          />
        </li>
        <li>
          <code>eslint.config.mjs</code>: <code>{`{ sourceTag: 'scope:billing', onlyDependOnLibsWithTags: ['scope:shared'] }`}</code>, so it imports only libs.
        </li>
        <li>
          The scripts: <code>APP_PROJECTS</code> of <code>tools/scripts/run.mjs</code>, the remotes of <code>tools/test.mjs</code>, the manifests checked by{' '}
          <code>tools/composition</code>, its namespace in <code>tools/i18n/translation-keys.mjs</code> and the remotes measured by <code>tools/bench/web-size.mjs</code>; a
          kustomize component in <code>deploy/k8s/components</code>.
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
          The page in the feature’s folder, e.g. <code>apps/settings/src/features/couriers/couriers-page.tsx</code>, with its endpoints in <code>couriers-api.ts</code> beside it.
          Start from the empty page (<code>/pages/empty</code>) and use the pieces of this gallery. Another feature reaches this one only through{' '}
          <code>features/couriers/index.ts</code> (lint checks it); a piece that several apps show belongs in <code>@pathdesk/web-ui</code>, a page address in{' '}
          <code>libs/contracts</code>.
        </li>
        <li>
          A lazy route in the remote’s <code>src/routes.tsx</code>, relative to the remote’s base path; unknown paths already go to the not-found page:
          <CodeBlock
            code={`const CouriersPage = lazy(() => import('./features/couriers/couriers-page'));

{ path: 'couriers', element: <CouriersPage /> },   // /setting/couriers`}
          />
        </li>
        <li>
          Who may open it and where it appears: a page rule and a menu entry in the remote’s <code>src/manifest.ts</code> (the entry’s label in its locale files). The shell’s
          navigation guard sends others to sign in, or to the access-denied page; the API must refuse the same roles (next section). <code>tools/composition</code> tests every
          role’s menu (spec §6) and page access on the real manifests; <code>node tools/remotes/add-page.mjs</code> makes all four edits.
          <CodeBlock
            code={`{ path: '/setting/couriers', roles: ['admin', 'user'] },                      // pages
{ group: 'settings', order: 90, label: 'menu.Couriers', icon: 'pi pi-fw pi-send', to: '/setting/couriers', roles: ['admin', 'user'] },  // menu`}
          />
        </li>
        <li>
          Its data through the one RTK Query api, each endpoint named for its domain; the response type (<code>CouriersResponse</code>) is declared in <code>libs/contracts</code>{' '}
          and is the Nest controller’s return type too:
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
          A failed call says so in a toast with the spec’s summary and the server’s reason: <code>useApiFailure()</code> from <code>@pathdesk/web-ui</code>.
        </li>
      </ol>
    </DocSection>
  );
}
