import { useId } from 'react';
import { REPORT_TITLES, reportVersionType, type GuestReportDto } from '@pathdesk/contracts';
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
  /** What prints: a guest's report (the whole version to staff has it too). */
  report: GuestReportDto;
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
          {report.snapshot.changedParts?.length ? (
            <p className={styles.amendedTitle} data-testid="parts-amended">
              {report.snapshot.changedParts.length === 1
                ? t('report.partAmended', { letter: report.snapshot.changedParts[0] })
                : t('report.partsAmended', { letters: report.snapshot.changedParts.join(', ') })}
            </p>
          ) : null}
          <p className={styles.amendedReason}>{t('report.amendReason', { reason: report.amendReason })}</p>
        </div>
      ) : null}
      {reportVersionType(report) === 'addendum' ? (
        <div className={styles.addendum} role="note" aria-label={t('report.addendumRegion')}>
          <p className={styles.amendedTitle}>
            <strong>{t('report.addendumTitle')}</strong> — {t('report.version', { version: report.version })}, <ThaiDateTime value={report.releasedAt} />
          </p>
          <p className={styles.amendedReason}>{t('report.addendumUnchanged', { version: report.version - 1 })}</p>
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
          {report.amended ? ` ${t('report.amendedMark')}` : reportVersionType(report) === 'addendum' ? ` ${t('report.addendumMark')}` : ''}
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

      {(report.snapshot.addenda ?? []).map((a) => (
        <section key={a.version} className={styles.addendumText} aria-label={t('report.addendumOf', { version: a.version })}>
          <h3 className={styles.resultTitle}>{t('report.addendumOf', { version: a.version })}</h3>
          <p className={styles.text}>{a.text}</p>
          <p className={styles.addendumBy}>
            {[a.signedBy.name, a.signedBy.title].filter(Boolean).join(', ')} · <ThaiDateTime value={a.releasedAt} />
          </p>
        </section>
      ))}

      <footer className={styles.footer}>
        {t('report.releasedOn')} <ThaiDateTime value={report.releasedAt} /> · {t('report.footerVersion', { accessionNo: c.accessionNo, version: report.version })} ·{' '}
        {t('report.notValidIfAltered')}
      </footer>
    </article>
  );
}
