import {
  ADEQUACY_LABELS,
  bethesdaInterpretation,
  CYTO_CATEGORY_LABELS,
  type CytologicalResult,
  type GynecologicalResult,
  type ReportDto,
  type SurgicalResult,
} from '@pathdesk/contracts';
import { ItemList, Section } from './section.js';
import { useReportT } from '../use-report-t.js';
import styles from './report-document.module.css';

/** A config value's name as it was at release (`snapshot.lookups`, by `cfgvalue:<id>`). */
function lookup(report: ReportDto, id: number | null | undefined): string | null {
  return id ? (report.snapshot.lookups[`cfgvalue:${id}`] ?? null) : null;
}

/** The diagnosis and its comment, worded alike in surgical pathology and cytology. */
function DiagnosisSections({ result }: { result: Pick<SurgicalResult, 'diagnosis' | 'comment'> }) {
  const { t } = useReportT();
  return (
    <>
      <Section label={t('report.section.diagnosis')} emphasis>
        {result.diagnosis}
      </Section>
      <Section label={t('report.section.comment')}>{result.comment}</Section>
    </>
  );
}

function SurgicalSections({ result }: { result: SurgicalResult }) {
  const { t } = useReportT();
  return (
    <>
      <Section label={t('report.section.gross')}>{result.gross}</Section>
      <Section label={t('report.section.microscopic')}>{result.microscopic}</Section>
      <DiagnosisSections result={result} />
    </>
  );
}

function CytologicalSections({ report, result }: { report: ReportDto; result: CytologicalResult }) {
  const { t } = useReportT();
  const adequacy = result.adequacy ? `${ADEQUACY_LABELS[result.adequacy]}${result.adequacyNote ? `. ${result.adequacyNote}` : ''}` : null;
  return (
    <>
      <Section label={t('report.section.specimenType')}>{lookup(report, result.cytoTypeId) ?? report.snapshot.case.cytoTypeName}</Section>
      <Section label={t('report.section.adequacy')}>{adequacy}</Section>
      <Section label={t('report.section.generalCategory')}>{result.category ? CYTO_CATEGORY_LABELS[result.category] : null}</Section>
      <Section label={t('report.section.interpretation')}>{result.interpretation}</Section>
      <DiagnosisSections result={result} />
    </>
  );
}

function gynAdequacy(result: GynecologicalResult): string | null {
  if (result.adequacy === 'satisfactory') return `${ADEQUACY_LABELS.satisfactory}${result.adequacyNote ? `; ${result.adequacyNote}` : ''}`;
  if (result.adequacy === 'unsatisfactory') return `${ADEQUACY_LABELS.unsatisfactory}${result.unsatisfactoryReason ? `: ${result.unsatisfactoryReason}` : ''}`;
  return null;
}

function GynecologicalSections({ report, result }: { report: ReportDto; result: GynecologicalResult }) {
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
export function ResultSections({ report }: { report: ReportDto }) {
  const result = report.snapshot.result;
  if (report.kind === 'surgical') return <SurgicalSections result={result as SurgicalResult} />;
  if (report.kind === 'cytological') return <CytologicalSections report={report} result={result as CytologicalResult} />;
  return <GynecologicalSections report={report} result={result as GynecologicalResult} />;
}
