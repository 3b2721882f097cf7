import type { ReactNode } from 'react';
import { SEX_LABELS, type GuestReportDto } from '@pathdesk/contracts';
import { ThaiDateTime } from '../thai-date-time.js';
import { useReportT } from '../use-report-t.js';
import styles from './report-document.module.css';

type Fact = [label: string, value: ReactNode];

function Facts({ facts, wide = false }: { facts: Fact[]; wide?: boolean }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!shown.length) return null;
  return (
    <dl className={wide ? `${styles.facts} ${styles.wide}` : styles.facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The patient and the specimen as registered when the report was signed (the snapshot). */
export function PatientBlock({ report }: { report: GuestReportDto }) {
  const c = report.snapshot.case;
  const { t } = useReportT();
  const english = [c.patientFirstNameEn, c.patientLastNameEn].filter(Boolean).join(' ');
  return (
    <section className={styles.patient} aria-label={t('report.patient.region')}>
      <Facts
        facts={[
          [t('report.patient.name'), c.patientName],
          [t('report.patient.hn'), c.hn],
          [t('report.patient.nameEn'), english],
          [t('report.patient.sex'), SEX_LABELS[c.sex]],
          [t('report.patient.age'), c.ageYears === null ? null : `${c.ageYears} ปี / years`],
          [t('report.patient.hospital'), c.hospitalName],
          [t('report.patient.physician'), c.doctorName],
          [t('report.patient.lmp'), c.kind === 'gynecological' && c.lmp ? <ThaiDateTime value={c.lmp} dateOnly /> : null],
          [t('report.patient.source'), c.kind === 'cytological' ? c.source : null],
          [t('report.patient.collected'), c.collectedAt ? <ThaiDateTime value={c.collectedAt} /> : null],
          [t('report.patient.received'), <ThaiDateTime value={c.receivedAt} />],
          [t('report.patient.released'), <ThaiDateTime value={report.releasedAt} />],
        ]}
      />
      <Facts
        wide
        facts={[
          [t('report.patient.specimen'), c.specimen],
          [t('report.patient.clinicalHistory'), c.clinicalHistory],
          [t('report.patient.relevantHistory'), c.relevantHistory],
        ]}
      />
    </section>
  );
}
