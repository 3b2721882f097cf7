import { useState } from 'react';
import { Button } from 'primereact/button';
import { CASE_STATUSES, formatDisplayDate } from '@pathdesk/contracts';
import { CaseStatusTag, DateText, PriorityTag, Spinner, StatusTag } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import styles from '../templates.module.css';

const FILTERS = ['โรงพยาบาลนครพิงค์', 'Urgent', 'Received this week'];
const SIGNED_OUT = '2025-03-12T14:30:00';
const HELD = 12;
const RELEASED = 88;

/**
 * /uikit/misc: the small pieces — tags, counts, initials, chips, progress, placeholders, dates.
 * Several are PrimeReact's markup styled by the theme, without the component's code (as StatusTag
 * and Spinner of @pathdesk/web-ui are).
 */
export function MiscPage() {
  const [filters, setFilters] = useState(FILTERS);
  const heldShare = Math.round((HELD * 100) / (HELD + RELEASED));
  return (
    <GalleryPage title="Misc" subtitle="Small pieces that say a lot: status, counts, who, progress, dates.">
      <Example
        title="Status tags"
        use="the state of a case or an entry, in a list or a header; the word carries the meaning, the colour helps."
        code="import { CaseStatusTag, PriorityTag, StatusTag } from '@pathdesk/web-ui';"
      >
        <div className={styles.row}>
          {CASE_STATUSES.map((status) => (
            <CaseStatusTag key={status} status={status} />
          ))}
          <PriorityTag priority="urgent" />
          <StatusTag value="Active" severity="success" />
          <StatusTag value="Inactive" severity="secondary" />
        </div>
      </Example>

      <Example title="Count badge" use="how many wait behind a button (rescreens pending): the Button’s badge, which its accessible name includes.">
        <Button type="button" label="Rescreens" icon="pi pi-eye" outlined badge="3">
          {/* The space makes the visible text read as the name the Button gives itself: "Rescreens 3". */}{' '}
        </Button>
      </Example>

      <Example title="Initials" use="who did something, where a name would crowd the line (the signer of a report); the full name goes beside or in the label.">
        <div className="flex align-items-center gap-2">
          <span className={`p-avatar p-component ${styles.avatar}`} aria-hidden>
            สว
          </span>
          <span>พญ.สุดารัตน์ วงศ์ไทย · pathologist</span>
        </div>
      </Example>

      <Example title="Chips" use="the filters applied to a list, each removable on its own.">
        <ul className={`${styles.row} ${styles.bare}`} aria-label="Filters">
          {filters.map((filter) => (
            <li key={filter} className={`p-chip p-component ${styles.chip}`}>
              <span>{filter}</span>
              <button type="button" className={styles.chipRemove} aria-label={`Remove the filter ${filter}`} onClick={() => setFilters(filters.filter((f) => f !== filter))}>
                <i className="pi pi-times" aria-hidden />
              </button>
            </li>
          ))}
          {filters.length ? null : <li className="text-color-secondary">No filters.</li>}
        </ul>
      </Example>

      <Example title="Progress" use="a share of a known whole: the Paps held for a QC rescreen against the lab's 10% rate.">
        <div id="qc-label" className="mb-2">
          Held for QC this month: {HELD} of {HELD + RELEASED} NILM Paps
        </div>
        <div
          className={`p-progressbar p-component ${styles.progress}`}
          role="progressbar"
          aria-labelledby="qc-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={heldShare}
        >
          <div className={`p-progressbar-value ${styles.progressValue}`} style={{ width: `${heldShare}%` }}>
            <div className="p-progressbar-label">{heldShare}%</div>
          </div>
        </div>
      </Example>

      <Example
        title="Waiting"
        use="while something loads: a spinner with a label for a short wait, placeholders in the shape of what comes for a list."
        code="import { Spinner } from '@pathdesk/web-ui';"
      >
        <div className="flex align-items-start gap-4 flex-wrap">
          <Spinner size="2rem" label="Loading the report" />
          <div className={styles.skeletons} aria-hidden>
            <div className={`p-skeleton ${styles.skeleton}`} />
            <div className={`p-skeleton ${styles.skeleton}`} />
            <div className={`p-skeleton ${styles.skeleton}`} />
          </div>
        </div>
      </Example>

      <Example
        title="Dates"
        use="every date shown, typed or picked: in the lab's one date format and era (Lab settings; mm/dd/yyyy by default), with the time when it matters. Reports and invoices print Thai Buddhist Era dates."
        code="import { DateText, useFormatDate, DateField, LabCalendar } from '@pathdesk/web-ui';"
      >
        <dl className={styles.dl}>
          <dt>As the lab writes dates</dt>
          <dd>
            <DateText value={SIGNED_OUT} withTime />
          </dd>
          <dt>dd/mm/yyyy</dt>
          <dd>{formatDisplayDate(SIGNED_OUT, { dateFormat: 'dd/mm/yyyy', buddhistEra: false }, { withTime: true })}</dd>
          <dt>Buddhist Era</dt>
          <dd>{formatDisplayDate(SIGNED_OUT, { dateFormat: 'dd/mm/yyyy', buddhistEra: true }, { withTime: true })}</dd>
        </dl>
      </Example>
    </GalleryPage>
  );
}
