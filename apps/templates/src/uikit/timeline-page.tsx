import { CASE_STATUS_LABELS, type CaseStatus } from '@pathdesk/contracts';
import { DateText } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import styles from '../templates.module.css';

/** The way forward of a case (docs/architecture.md); cancelling may happen before sign-out. */
const STEPS: CaseStatus[] = ['registered', 'in_progress', 'diagnosed', 'signed_out', 'amended'];
const CURRENT: CaseStatus = 'diagnosed';

const HISTORY: { at: string; who: string; what: string; changes: [field: string, before: string, after: string][] }[] = [
  { at: '2025-03-04T10:40:00', who: 'lab.somjai', what: 'Registered', changes: [] },
  { at: '2025-03-04T11:02:00', who: 'lab.somjai', what: 'Edited', changes: [['Specimen', 'Stomach, biopsy', 'Stomach, endoscopic biopsy']] },
  { at: '2025-03-05T15:20:00', who: 'dr.sudarat', what: 'Result completed', changes: [['Status', 'In progress', 'Diagnosed']] },
];

const VERSIONS = [
  { version: 2, at: '2025-03-14T09:05:00', by: 'พญ.สุดารัตน์ วงศ์ไทย', note: 'Amended: HER2 result added after IHC.' },
  { version: 1, at: '2025-03-12T14:30:00', by: 'พญ.สุดารัตน์ วงศ์ไทย', note: 'Signed out. Superseded by version 2; still readable.' },
];

/** /uikit/timeline: a case's progress, its history, and the versions of its report. */
export function TimelinePage() {
  const at = STEPS.indexOf(CURRENT);
  return (
    <GalleryPage title="Timeline" subtitle="What happened to a record, in order.">
      <Example title="Where a case is" use="the steps every case goes through, with the current one marked (words, not only colour).">
        <ol className={styles.steps} aria-label="Status of S68-00013">
          {STEPS.map((step, i) => (
            <li key={step} className={i < at ? styles.done : i === at ? styles.current : undefined} aria-current={i === at ? 'step' : undefined}>
              <span className={styles.stepMarker} aria-hidden>
                {i < at ? <i className="pi pi-check" /> : i + 1}
              </span>
              <span>
                {CASE_STATUS_LABELS[step]}
                {i < at ? <span className={styles.visuallyHidden}> (done)</span> : null}
                {i === at ? <span className={styles.visuallyHidden}> (now)</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </Example>

      <Example title="History" use="who changed what and when (the audit trail of a record), newest last; what changed from what to what.">
        <ol className={styles.timeline} aria-label="History of S68-00013">
          {HISTORY.map((entry) => (
            <li key={entry.at} className={styles.timelineItem}>
              <div>
                <strong>{entry.what}</strong> by {entry.who} · <DateText value={entry.at} withTime />
              </div>
              {entry.changes.map(([field, before, after]) => (
                <div key={field} className="text-sm mt-1">
                  {field}: <del className="text-color-secondary">{before}</del> → {after}
                </div>
              ))}
            </li>
          ))}
        </ol>
      </Example>

      <Example title="Versions of a report" use="a signed-out report is never edited: an amendment is a new version with a reason, and the older ones stay readable.">
        <ol className={styles.timeline} aria-label="Versions of the report of S68-00013" reversed>
          {VERSIONS.map((v) => (
            <li key={v.version} className={styles.timelineItem}>
              <div>
                <strong>Version {v.version}</strong> · <DateText value={v.at} withTime /> · {v.by}
              </div>
              <div className="text-color-secondary text-sm mt-1">{v.note}</div>
            </li>
          ))}
        </ol>
      </Example>
    </GalleryPage>
  );
}
