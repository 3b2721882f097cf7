import { PageCard } from '@pathdesk/web-ui';

/**
 * /pages/empty: the smallest page of PathDesk, to copy when starting one. A page is a named export
 * rendered inside the layout's main area; PageCard gives it its h1 and the place for its actions.
 */
export function EmptyPage() {
  return (
    <PageCard title="Empty page" subtitle="Start a new page from this one.">
      <p className="m-0">
        Copy <code>apps/templates/src/pages/empty-page.tsx</code> into your remote’s feature folder, give it a route in the remote’s <code>routes.tsx</code>, then a page rule and a
        menu entry in its <code>manifest.ts</code> (see the documentation page).
      </p>
    </PageCard>
  );
}
