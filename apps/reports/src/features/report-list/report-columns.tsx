import type { ReportsT } from '../../i18n';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import type { CaseKind, ReportListItem } from '@pathdesk/contracts';
import { DateText, StatusTag } from '@pathdesk/web-ui';
import styles from './report-columns.module.css';

// DataTable reads its columns' props from its direct children: these return <Column> elements to
// call in place, not components.

/** The accession number, a link to the version (rows open on click too; the link is for the keyboard). */
export function accessionColumn(t: ReportsT, detailPath: (row: ReportListItem) => string) {
  return (
    <Column
      field="accessionNo"
      header={t('columns.accessionNo')}
      sortable
      body={(row: ReportListItem) => (
        <Link to={detailPath(row)} className="font-semibold white-space-nowrap" onClick={(e) => e.stopPropagation()}>
          {row.accessionNo}
        </Link>
      )}
    />
  );
}

export function versionColumn(t: ReportsT) {
  return (
    <Column
      field="version"
      header={t('columns.version')}
      body={(row: ReportListItem) => (
        <span className="flex flex-wrap align-items-center gap-1">
          <span>v{row.version}</span>
          {row.amended ? <StatusTag value={t('columns.amended')} severity="danger" /> : null}
          {row.supersededBy ? <StatusTag value={t('columns.superseded')} severity="secondary" /> : null}
        </span>
      )}
    />
  );
}

/** When the version was released: the lab's date in the Buddhist Era, as reports print it. */
export function releasedColumn(t: ReportsT) {
  return (
    <Column
      field="releasedAt"
      header={t('columns.released')}
      sortable
      body={(row: ReportListItem) => (
        <span className="white-space-nowrap">
          <DateText value={row.releasedAt} withTime />
        </span>
      )}
    />
  );
}

/**
 * The diagnosis (or a Pap's interpretation): two lines at most — the specimen heading and the
 * diagnosis line under it — with the whole text on hover.
 */
export function diagnosisColumn(t: ReportsT, kind: CaseKind) {
  return (
    <Column
      field="diagnosis"
      header={kind === 'gynecological' ? t('columns.interpretation') : t('columns.diagnosis')}
      body={(row: ReportListItem) => (
        <span className={styles.diagnosis} title={row.diagnosis}>
          {row.diagnosis}
        </span>
      )}
    />
  );
}
