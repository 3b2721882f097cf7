import type { GuestReportDto } from '@pathdesk/contracts';
import { Section } from './section.js';
import { ThaiDateTime } from '../thai-date-time.js';
import { useReportT } from '../use-report-t.js';
import styles from './report-document.module.css';

/**
 * The intraoperative consultations (issue 32.3), as the PDF prints them after the final diagnosis:
 * each section's specimen and diagnosis, received and reported (the minutes it took), by whom, and to
 * whom in theatre it was telephoned.
 */
export function FrozenSectionsSection({ report }: { report: GuestReportDto }) {
  const { t } = useReportT();
  const sections = report.snapshot.frozenSections ?? [];
  if (!sections.length) return null;
  return (
    <Section label={t('report.section.frozenSections')}>
      <ul className={styles.items}>
        {sections.map((f) => (
          <li key={`${f.receivedAt}-${f.specimen}`}>
            <strong>
              {f.partLetter ? `${f.partLetter}. ` : ''}
              {f.specimen}
            </strong>
            : {f.diagnosis}
            <p className={styles.performed}>
              {t('report.frozen.received')} <ThaiDateTime value={f.receivedAt} />, {t('report.frozen.reported')} <ThaiDateTime value={f.reportedAt} />{' '}
              {t('report.frozen.minutes', { minutes: f.turnaroundMinutes, name: f.reportedBy })}
              {f.calledTo && f.calledAt ? (
                <>
                  ; {t('report.frozen.calledTo', { name: f.calledTo })} <ThaiDateTime value={f.calledAt} />
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
