import { useId } from 'react';
import { reportVersionType, type ReportListItem } from '@pathdesk/contracts';
import { DateText, StatusTag } from '@pathdesk/web-ui';
import { useReportT } from '../use-report-t.js';
import styles from './report-versions.module.css';

/** A version of the chain, as the report list gives it. */
export type ReportVersionSummary = Pick<ReportListItem, 'id' | 'version' | 'amended' | 'amendReason' | 'releasedAt' | 'signedBy' | 'supersededBy'>;

export interface ReportVersionsProps {
  /** Every version of the case's report, in any order: shown newest first. */
  versions: readonly ReportVersionSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The versions of a case's report (an amendment or an addendum is a new version; the old ones stay readable). */
export function ReportVersions({ versions, selectedId, onSelect }: ReportVersionsProps) {
  const headingId = useId();
  const { t } = useReportT();
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <nav className={styles.versions} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('report.versions')}
      </h2>
      <ol className={styles.list}>
        {newestFirst.map((v) => {
          const selected = v.id === selectedId;
          return (
            <li key={v.id}>
              <button
                type="button"
                className={selected ? `${styles.version} ${styles.selected}` : styles.version}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(v.id)}
              >
                <span className={styles.line}>
                  <span className={styles.number}>{t('report.versionTitle', { version: v.version })}</span>
                  {v.amended ? <StatusTag value={t('report.amendedTag')} severity="danger" /> : null}
                  {reportVersionType(v) === 'addendum' ? <StatusTag value={t('report.addendumTag')} severity="info" /> : null}
                  {v.supersededBy ? <StatusTag value={t('report.supersededTag')} severity="secondary" /> : <StatusTag value={t('report.currentTag')} severity="success" />}
                </span>
                <span className={styles.detail}>
                  {t('report.released')} <DateText value={v.releasedAt} withTime />
                </span>
                <span className={styles.detail}>{t('report.signedBy', { name: v.signedBy })}</span>
                {v.amended && v.amendReason ? <span className={styles.detail}>{t('report.reason', { reason: v.amendReason })}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
