import { useId } from 'react';
import { REPORT_TITLES, type ReportDto } from '@pathdesk/contracts';
import { ThaiDateTime } from '../thai-date-time.js';
import { PatientBlock } from './patient-block.js';
import { ResultSections } from './result-sections.js';
import { Signatures } from './signatures.js';
import { useReportT } from '../use-report-t.js';
import styles from './report-document.module.css';

/**
 * The class of the one element that prints: the print rule (report-document.module.css) hides
 * everything that neither contains it nor is inside it — the shell's top bar, sidebar and footer,
 * and the page's own buttons.
 */
export const REPORT_PRINT_CLASS = 'pathdesk-report-print';

export interface ReportDocumentProps {
  report: ReportDto;
  /** The version number of the version that supersedes this one, when known (else the next number). */
  supersedingVersion?: number | null;
}

/** One released version of a report, as signed and as the PDF prints it, ready for the printer. */
export function ReportDocument({ report, supersedingVersion }: ReportDocumentProps) {
  const titleId = useId();
  const resultId = useId();
  const { lab, case: c } = report.snapshot;
  const title = REPORT_TITLES[report.kind];
  const { t } = useReportT();
  const contact = [lab.address, lab.phone ? t('report.tel', { phone: lab.phone }) : null].filter(Boolean).join(' · ');

  return (
    <article className={`${styles.document} ${REPORT_PRINT_CLASS}`} aria-labelledby={titleId}>
      <header className={styles.lab}>
        <p className={styles.labName}>{lab.name}</p>
        {contact ? <p className={styles.labContact}>{contact}</p> : null}
      </header>
      <h2 id={titleId} className={styles.title}>
        {title.en}
        <span className={styles.titleTh} lang="th">
          {title.th}
        </span>
      </h2>

      {report.amended ? (
        <div className={styles.amended} role="note" aria-label={t('report.amendedRegion')}>
          <p className={styles.amendedTitle}>
            <strong>{t('report.amendedTitle')}</strong> — {t('report.version', { version: report.version })}
            {report.previousId ? t('report.supersedes', { version: report.version - 1 }) : ''}
          </p>
          <p className={styles.amendedReason}>{t('report.amendReason', { reason: report.amendReason })}</p>
        </div>
      ) : null}
      {report.supersededBy ? (
        <p className={styles.superseded} role="note">
          {t('report.superseded', { version: supersedingVersion ?? report.version + 1 })}
        </p>
      ) : null}

      <div className={styles.ids}>
        <p>
          {t('report.accessionNo')} <strong className={styles.accession}>{c.accessionNo}</strong>
        </p>
        <p>
          {t('report.reportVersion', { version: report.version })}
          {report.amended ? ` ${t('report.amendedMark')}` : ''}
        </p>
      </div>

      <PatientBlock report={report} />

      <section aria-labelledby={resultId}>
        <h3 id={resultId} className={styles.resultTitle}>
          {t('report.result')}
        </h3>
        <ResultSections report={report} />
      </section>

      <Signatures report={report} />

      <footer className={styles.footer}>
        {t('report.releasedOn')} <ThaiDateTime value={report.releasedAt} /> · {t('report.footerVersion', { accessionNo: c.accessionNo, version: report.version })} · {t('report.notValidIfAltered')}
      </footer>
    </article>
  );
}
