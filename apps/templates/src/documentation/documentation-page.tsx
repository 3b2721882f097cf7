import { PageCard } from '@pathdesk/web-ui';
import { AddEndpointSection } from './docs-api';
import { CommandsSection, OverviewSection } from './docs-overview';
import { TestsSection } from './docs-tests';
import { AddRemoteSection, AddRouteSection } from './docs-web';

const CONTENTS = [
  ['overview', 'How PathDesk fits together'],
  ['commands', 'Commands'],
  ['add-remote', 'Add a remote'],
  ['add-route', 'Add a page to a remote'],
  ['add-endpoint', 'Add an API endpoint'],
  ['tests', 'Where tests go'],
];

/** /documentation: how a team adds to PathDesk — remotes, pages, endpoints, tests, commands. */
export function DocumentationPage() {
  return (
    <PageCard title="Documentation" subtitle="For teams adding to PathDesk. The architecture in depth: docs/architecture.md.">
      <nav aria-label="Contents">
        <ol>
          {CONTENTS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <OverviewSection />
      <CommandsSection />
      <AddRemoteSection />
      <AddRouteSection />
      <AddEndpointSection />
      <TestsSection />
    </PageCard>
  );
}
