import type { ReactNode } from 'react';
import { SEX_LABELS, type ReportDto } from '@pathdesk/contracts';
import { ThaiDateTime } from '../thai-date-time.js';
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
export function PatientBlock({ report }: { report: ReportDto }) {
  const c = report.snapshot.case;
  const english = [c.patientFirstNameEn, c.patientLastNameEn].filter(Boolean).join(' ');
  return (
    <section className={styles.patient} aria-label="Patient and specimen">
      <Facts
        facts={[
          ['Patient name', c.patientName],
          ['HN', c.hn],
          ['Name (English)', english],
          ['Sex', SEX_LABELS[c.sex]],
          ['Age', c.ageYears === null ? null : `${c.ageYears} ปี / years`],
          ['Hospital', c.hospitalName],
          ['Physician', c.doctorName],
          ['LMP', c.kind === 'gynecological' && c.lmp ? <ThaiDateTime value={c.lmp} dateOnly /> : null],
          ['Source', c.kind === 'cytological' ? c.source : null],
          ['Collected', c.collectedAt ? <ThaiDateTime value={c.collectedAt} /> : null],
          ['Received', <ThaiDateTime value={c.receivedAt} />],
          ['Released', <ThaiDateTime value={report.releasedAt} />],
        ]}
      />
      <Facts
        wide
        facts={[
          ['Specimen', c.specimen],
          ['Clinical history', c.clinicalHistory],
          ['Relevant history', c.relevantHistory],
        ]}
      />
    </section>
  );
}
