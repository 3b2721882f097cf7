import type { GuestReportDto, SynopticLabel } from '@pathdesk/contracts';
import { Section } from './section.js';
import { useReportT } from '../use-report-t.js';
import styles from './report-document.module.css';

/** A label in English, with the Thai beneath where the lab prints Thai (and it differs), as the PDF prints it. */
function Bilingual({ label, thai }: { label: SynopticLabel; thai: boolean }) {
  return (
    <>
      {label.en}
      {thai && label.th !== label.en ? (
        <span className={styles.synopticTh} lang="th">
          {label.th}
        </span>
      ) : null}
    </>
  );
}

/**
 * Each part's synoptic report as the version keeps it (issue 30.5): its template, its elements and
 * values by section, and the ICD-O-3 codes — the same table as the PDF, so an older version in the
 * history shows the values it was released with.
 */
export function SynopticSections({ report }: { report: GuestReportDto }) {
  const { t } = useReportT();
  const c = report.snapshot.case;
  // A guest's copy leaves the case's parts out: several synoptic reports, or one not of part A, say the part.
  const synoptic = report.snapshot.synoptic ?? [];
  const multiple = ('parts' in c && Array.isArray(c.parts) ? c.parts.length > 1 : false) || synoptic.length > 1 || synoptic.some((p) => p.letter !== 'A');
  return (
    <>
      {synoptic.map((p) => {
        const title = multiple
          ? t('report.synopticOfPart', { letter: p.letter, name: p.name.en, version: p.version })
          : t('report.synoptic', { name: p.name.en, version: p.version });
        return (
          <Section key={p.letter} label={title}>
            <table className={styles.synoptic} aria-label={title}>
              {p.sections.map((s) => (
                <tbody key={s.label.en}>
                  <tr className={styles.synopticGroup}>
                    <th colSpan={2} scope="colgroup">
                      <Bilingual label={s.label} thai={p.thai} />
                    </th>
                  </tr>
                  {s.rows.map((r) => (
                    <tr key={r.element}>
                      <th scope="row">
                        <Bilingual label={r.label} thai={p.thai} />
                      </th>
                      <td>
                        <Bilingual label={r.value} thai={p.thai} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              ))}
              {p.icdO3 ? (
                <tbody>
                  <tr>
                    <th scope="row">ICD-O-3</th>
                    <td>{`${p.icdO3.topography} · ${p.icdO3.morphology}`}</td>
                  </tr>
                </tbody>
              ) : null}
            </table>
          </Section>
        );
      })}
    </>
  );
}
