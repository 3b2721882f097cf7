import { Link, useSearchParams } from 'react-router';
import { Example, GalleryPage } from '../gallery';
import styles from '../templates.module.css';

const TABS = [
  { tab: 'info', label: 'Info', text: 'Registration data: patient, hospital, specimen.' },
  { tab: 'result', label: 'Result', text: 'Gross, microscopic and diagnosis; the draft is saved with Ctrl+S.' },
  { tab: 'report', label: 'Report', text: 'The released versions, each a PDF; an amendment is a new version.' },
];

const LINKS = [
  { to: '/uikit/table', label: 'Surgical cases', icon: 'pi pi-briefcase' },
  { to: '/uikit/charts', label: 'Reports', icon: 'pi pi-chart-bar' },
  { to: '/pages/crud', label: 'Additional tests', icon: 'pi pi-tags' },
];

/** /uikit/panel: how PathDesk divides a page — the page frame, cards, collapsible parts, tabs, columns. */
export function PanelPage() {
  const [params] = useSearchParams();
  const current = TABS.find((t) => t.tab === params.get('tab')) ?? TABS[0]!;
  return (
    <GalleryPage title="Panel" subtitle="Every page sits in one PageCard (this one too); inside it, these divide the content.">
      <Example
        title="The page frame"
        use="every page: its heading (the page's only h1), a subtitle and the actions of the page on the right."
        code={`import { PageCard } from '@pathdesk/web-ui';

<PageCard title="Hospitals" subtitle="Who sends specimens" actions={<Button label="Add" />}>…</PageCard>`}
      >
        <p className="m-0">Sections inside it are titled with h2, their parts with h3, so the headings read as an outline.</p>
      </Example>

      <Example title="Cards that lead somewhere" use="a start page: each card one place to go (the dashboard's quick links).">
        <div className="grid">
          {LINKS.map((link) => (
            <div key={link.to} className="col-12 md:col-4">
              <Link to={link.to} className="dashboard-link">
                <i className={link.icon} aria-hidden />
                <span>{link.label}</span>
              </Link>
            </div>
          ))}
        </div>
      </Example>

      <Example title="Collapsible part" use="something most users skip: a case's history, the older report versions.">
        <details className={styles.details}>
          <summary>History (3 changes)</summary>
          <div className={styles.detailsBody}>Registered, then the specimen corrected, then the result signed out.</div>
        </details>
      </Example>

      <Example title="Tabs that are pages" use="the parts of one record (a case's Info, Result, Report): each tab is a link with its own address, so it can be bookmarked.">
        <nav aria-label="Case S68-00012" className={styles.tabs}>
          {TABS.map(({ tab, label }) => (
            <Link key={tab} to={`?tab=${tab}`} className={styles.tab} aria-current={tab === current.tab ? 'page' : undefined} replace>
              {label}
            </Link>
          ))}
        </nav>
        <p className="m-0">{current.text}</p>
      </Example>

      <Example title="Two columns" use="a form beside what it is about (a result beside the case), side by side from 992 px, stacked below.">
        <div className="grid">
          <div className="col-12 lg:col-7">
            <div className={styles.tile}>
              <span className="font-semibold">Result</span>
              <span className="text-color-secondary">The form the user works in.</span>
            </div>
          </div>
          <div className="col-12 lg:col-5">
            <div className={styles.tile}>
              <span className="font-semibold">Case</span>
              <span className="text-color-secondary">Patient, specimen, clinical history: for reference.</span>
            </div>
          </div>
        </div>
      </Example>
    </GalleryPage>
  );
}
