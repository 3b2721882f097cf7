import { Link } from 'react-router';
import { CASE_STATUS_LABELS, CASE_STATUSES } from '@pathdesk/contracts';
import { CaseStatusTag, DateText, PriorityTag } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import { KIND_LABELS, SAMPLE_CASES } from '../sample-data';
import styles from '../templates.module.css';

const urgent = SAMPLE_CASES.filter((c) => c.priority === 'urgent' || c.status === 'registered');
const shown = SAMPLE_CASES[0]!;

/** /uikit/list: lists that are not tables — a short worklist, a record's details, counts, an empty list. */
export function ListPage() {
  return (
    <GalleryPage title="List" subtitle="When a table is too much: a few items, one record, a summary.">
      <Example title="Short list of cases" use="a handful of items to act on (the urgent cases on a dashboard); more than about ten, use a table.">
        <ul className={styles.list} aria-label="Cases to look at first">
          {urgent.map((c) => (
            <li key={c.id} className={styles.listItem}>
              <div>
                <Link to="/uikit/table" className="font-semibold">
                  {c.accessionNo}
                </Link>{' '}
                · {c.patientName}
                <div className="text-color-secondary text-sm">
                  {KIND_LABELS[c.kind]} · {c.hospitalName} · received <DateText value={c.receivedAt} withTime />
                </div>
              </div>
              <div className="flex gap-2">
                <PriorityTag priority={c.priority} />
                <CaseStatusTag status={c.status} />
              </div>
            </li>
          ))}
        </ul>
      </Example>

      <Example title="Details of one record" use="the read-only facts of a case, a user or an invoice: a description list, label then value.">
        <dl className={styles.dl} aria-label={`Case ${shown.accessionNo}`}>
          <dt>Accession no.</dt>
          <dd className="font-semibold">{shown.accessionNo}</dd>
          <dt>Patient</dt>
          <dd>
            {shown.patientName} · HN {shown.hn}
          </dd>
          <dt>Hospital</dt>
          <dd>{shown.hospitalName}</dd>
          <dt>Specimen</dt>
          <dd>{shown.specimen}</dd>
          <dt>Received</dt>
          <dd>
            <DateText value={shown.receivedAt} withTime />
          </dd>
          <dt>Status</dt>
          <dd>
            <CaseStatusTag status={shown.status} />
          </dd>
        </dl>
      </Example>

      <Example title="Counts" use="a summary a user reads at a glance before opening a list.">
        <ul className={`grid ${styles.bare}`} aria-label="Cases by status">
          {CASE_STATUSES.map((status) => (
            <li key={status} className="col-12 md:col-4 xl:col-3">
              <div className={styles.tile}>
                <span className="text-color-secondary">{CASE_STATUS_LABELS[status]}</span>
                <span className={styles.tileValue}>{SAMPLE_CASES.filter((c) => c.status === status).length}</span>
              </div>
            </li>
          ))}
        </ul>
      </Example>

      <Example title="An empty list" use="nothing to show yet: say so, and offer the way to add the first item.">
        <div className="text-center p-4">
          <i className="pi pi-file text-6xl text-color-secondary" aria-hidden />
          <p className="mb-3">No additional tests on this case yet.</p>
          <Link to="/pages/crud" className="p-button p-component no-underline">
            <span className="p-button-label">Add a test</span>
          </Link>
        </div>
      </Example>
    </GalleryPage>
  );
}
