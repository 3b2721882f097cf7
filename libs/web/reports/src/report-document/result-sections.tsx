import { additionalStudyLabel, ADEQUACY_LABELS, bethesdaInterpretation, CYTO_CATEGORY_LABELS, type GuestReportDto, type PrintedResult } from '@pathdesk/contracts';
import { ItemList, Section } from './section.js';
import { SynopticSections } from './synoptic-sections.js';
import { FrozenSectionsSection } from './frozen-sections-section.js';
import { OutsideConsultationsSection } from './outside-consultations-section.js';
import { useReportT } from '../use-report-t.js';
import styles from './report-document.module.css';

/** A config value's name as it was at release (`snapshot.lookups`, by `cfgvalue:<id>`). */
function lookup(report: GuestReportDto, id: number | null | undefined): string | null {
  return id ? (report.snapshot.lookups[`cfgvalue:${id}`] ?? null) : null;
}

/** The diagnosis and its comment, worded alike in surgical pathology and cytology; a surgical report's synoptic tables between them. */
function DiagnosisSections({ report, result }: { report: GuestReportDto; result: Pick<PrintedResult<'surgical'>, 'diagnosis' | 'comment'> }) {
  const { t } = useReportT();
  return (
    <>
      <Section label={t('report.section.diagnosis')} emphasis>
        {result.diagnosis}
      </Section>
      <SynopticSections report={report} />
      <FrozenSectionsSection report={report} />
      <OutsideConsultationsSection report={report} />
      <Section label={t('report.section.comment')}>{result.comment}</Section>
    </>
  );
}

/**
 * The additional studies as the pathologist reported them, each biomarker entered as a result with
 * its sentence (issue 30.3), and the other studies performed beneath; nothing when there is neither
 * (the bench's notes are not results: issue 24.3). As the PDF prints it.
 */
function AdditionalStudiesSection({ report, reported }: { report: GuestReportDto; reported: string | null | undefined }) {
  const { t } = useReportT();
  const studies = report.snapshot.additionals ?? [];
  const results = studies.filter((a) => a.result).map((a) => `${additionalStudyLabel(a)}: ${a.result}`);
  if (!reported?.trim() && !results.length) return null;
  const performed = studies.filter((a) => !a.result).map(additionalStudyLabel);
  return (
    <Section label={t('report.section.additionalStudies')}>
      {reported?.trim() ? <p className={styles.text}>{reported}</p> : null}
      <ItemList items={results} />
      {performed.length && reported?.trim() ? <p className={styles.performed}>{t('report.studiesPerformed', { studies: performed.join('; ') })}</p> : null}
    </Section>
  );
}

function SurgicalSections({ report, result }: { report: GuestReportDto; result: PrintedResult<'surgical'> }) {
  const { t } = useReportT();
  return (
    <>
      <Section label={t('report.section.gross')}>{result.gross}</Section>
      <Section label={t('report.section.microscopic')}>{result.microscopic}</Section>
      <DiagnosisSections report={report} result={result} />
      <AdditionalStudiesSection report={report} reported={result.additionalStudies} />
    </>
  );
}

function CytologicalSections({ report, result }: { report: GuestReportDto; result: PrintedResult<'cytological'> }) {
  const { t } = useReportT();
  const adequacy = result.adequacy ? `${ADEQUACY_LABELS[result.adequacy]}${result.adequacyNote ? `. ${result.adequacyNote}` : ''}` : null;
  return (
    <>
      <Section label={t('report.section.specimenType')}>{lookup(report, result.cytoTypeId) ?? report.snapshot.case.cytoTypeName}</Section>
      <Section label={t('report.section.adequacy')}>{adequacy}</Section>
      <Section label={t('report.section.generalCategory')}>{result.category ? CYTO_CATEGORY_LABELS[result.category] : null}</Section>
      <Section label={t('report.section.interpretation')}>{result.interpretation}</Section>
      <DiagnosisSections report={report} result={result} />
      <AdditionalStudiesSection report={report} reported={result.additionalStudies} />
    </>
  );
}

function gynAdequacy(result: PrintedResult<'gynecological'>): string | null {
  if (result.adequacy === 'satisfactory') return `${ADEQUACY_LABELS.satisfactory}${result.adequacyNote ? `; ${result.adequacyNote}` : ''}`;
  if (result.adequacy === 'unsatisfactory') return `${ADEQUACY_LABELS.unsatisfactory}${result.unsatisfactoryReason ? `: ${result.unsatisfactoryReason}` : ''}`;
  return null;
}

function GynecologicalSections({ report, result }: { report: GuestReportDto; result: PrintedResult<'gynecological'> }) {
  const { t } = useReportT();
  const { line, details } = bethesdaInterpretation(result);
  const comments = (result.commentIds ?? []).map((id) => lookup(report, id)).filter((c): c is string => !!c);
  return (
    <>
      <Section label={t('report.section.specimenType')}>{lookup(report, result.gynTypeId) ?? report.snapshot.case.gynTypeName}</Section>
      <Section label={t('report.section.adequacy')}>{gynAdequacy(result)}</Section>
      {result.adequacy !== 'unsatisfactory' && line ? (
        <Section label={t('report.section.bethesda')}>
          <p className={`${styles.text} ${styles.emphasis}`}>{line}</p>
          <ItemList items={details} />
        </Section>
      ) : null}
      {comments.length ? (
        <Section label={t('report.section.comments')}>
          <ItemList items={comments} />
        </Section>
      ) : null}
      <Section label={t('report.section.note')}>{result.comment}</Section>
    </>
  );
}

/** The result as signed, in the wording of its kind. */
export function ResultSections({ report }: { report: GuestReportDto }) {
  const result = report.snapshot.result;
  if (report.kind === 'surgical') return <SurgicalSections report={report} result={result as PrintedResult<'surgical'>} />;
  if (report.kind === 'cytological') return <CytologicalSections report={report} result={result as PrintedResult<'cytological'>} />;
  return <GynecologicalSections report={report} result={result as PrintedResult<'gynecological'>} />;
}
