import {
  ADEQUACY_LABELS,
  bethesdaInterpretation,
  CYTO_CATEGORY_LABELS,
  formatThaiDate,
  formatThaiDateTime,
  REPORT_TITLES,
  SEX_LABELS,
  SIGNER_ROLE_LABELS,
  type CaseDto,
  type CytologicalResult,
  type GynecologicalResult,
  type ReportDto,
  type SurgicalResult,
} from '@pathdesk/contracts';

/**
 * The printed report (HTML for PdfService; Sarabun is added there): built from the released
 * version's snapshot only — never from the case or result as they are now — so a reprint says
 * exactly what was signed. Every value is escaped. Dates are the lab's: Buddhist Era, in the lab's time zone (lab-clock.ts).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const CSS = `
  @page { size: A4; }
  body { font-size: 10.5pt; line-height: 1.45; }
  .lab { text-align: center; border-bottom: 2px solid #1f4e4a; padding-bottom: 6px; margin-bottom: 10px; }
  .lab-name { font-size: 15pt; font-weight: 700; }
  .lab-contact { font-size: 9pt; color: #333; }
  h1 { font-size: 13pt; text-align: center; margin: 8px 0 0; letter-spacing: 0.5px; }
  .title-th { text-align: center; font-size: 11pt; margin-bottom: 8px; }
  .amended { border: 2px solid #b00020; color: #b00020; padding: 6px 10px; margin: 8px 0; }
  .amended strong { font-size: 12pt; letter-spacing: 1px; }
  .ids { width: 100%; margin: 6px 0 8px; }
  .ids td { padding: 2px 4px; }
  .ids .accession { font-size: 13pt; font-weight: 700; }
  table.block { width: 100%; border: 1px solid #999; margin-bottom: 10px; }
  table.block th { text-align: left; font-weight: 700; width: 15%; padding: 2px 6px; vertical-align: top; background: #f2f2f2; white-space: nowrap; }
  table.block td { padding: 2px 6px; vertical-align: top; width: 35%; }
  h2 { font-size: 11.5pt; margin: 12px 0 4px; border-bottom: 1px solid #999; }
  .section { margin: 0 0 8px; page-break-inside: avoid; }
  .label { font-weight: 700; }
  .text { white-space: pre-wrap; margin: 2px 0 6px 12px; }
  .diagnosis { font-weight: 700; }
  ul { margin: 2px 0 6px 0; padding-left: 28px; }
  .signatures { width: 100%; margin-top: 18px; page-break-inside: avoid; }
  .signatures td { width: 33%; vertical-align: top; padding: 4px 6px; border-top: 1px solid #333; }
  .signatures .who { font-weight: 700; }
  .small { font-size: 8.5pt; color: #444; }
  footer { margin-top: 14px; font-size: 8.5pt; color: #444; border-top: 1px solid #ccc; padding-top: 4px; }
`;

/** A label and its value (already escaped HTML), or nothing when there is no value. */
type Pair = [label: string, value: string | null | undefined];
const pair = (label: string, value: string | null | undefined): Pair => [label, value];

/** Label–value pairs two to a row; a long one (`wide`) takes a row of its own. */
function pairTable(pairs: Pair[], wide: Pair[] = []): string {
  const shown = pairs.filter(([, value]) => value);
  const rows: string[] = [];
  for (let i = 0; i < shown.length; i += 2) {
    const cells = shown.slice(i, i + 2).map(([label, value]) => `<th>${escapeHtml(label)}</th><td>${value}</td>`);
    rows.push(`<tr>${cells.join('')}${cells.length === 1 ? '<th></th><td></td>' : ''}</tr>`);
  }
  for (const [label, value] of wide.filter(([, v]) => v)) rows.push(`<tr><th>${escapeHtml(label)}</th><td colspan="3">${value}</td></tr>`);
  return `<table class="block">${rows.join('')}</table>`;
}
const text = (value: string | null | undefined) => (value ? `<div class="text">${escapeHtml(value)}</div>` : '');
const section = (label: string, body: string, cls = '') => (body ? `<div class="section ${cls}"><div class="label">${escapeHtml(label)}</div>${body}</div>` : '');

function patientBlock(c: CaseDto, report: ReportDto): string {
  const english = [c.patientFirstNameEn, c.patientLastNameEn].filter(Boolean).join(' ');
  const age = c.ageYears === null ? null : `${escapeHtml(c.ageYears)} ปี / years`;
  const kindPairs =
    c.kind === 'gynecological' ? [pair('LMP', c.lmp ? escapeHtml(formatThaiDate(c.lmp)) : null)] : c.kind === 'cytological' ? [pair('Source', escapeHtml(c.source))] : [];
  return pairTable(
    [
      pair('Patient name', escapeHtml(c.patientName)),
      pair('HN', escapeHtml(c.hn)),
      pair('Name (English)', escapeHtml(english)),
      pair('Sex', escapeHtml(SEX_LABELS[c.sex])),
      pair('Age', age),
      pair('Hospital', escapeHtml(c.hospitalName)),
      pair('Physician', escapeHtml(c.doctorName)),
      ...kindPairs,
      pair('Collected', c.collectedAt ? escapeHtml(formatThaiDateTime(c.collectedAt)) : null),
      pair('Received', escapeHtml(formatThaiDateTime(c.receivedAt))),
      pair('Released', escapeHtml(formatThaiDateTime(report.releasedAt))),
    ],
    [pair('Specimen', escapeHtml(c.specimen)), pair('Clinical history', escapeHtml(c.clinicalHistory)), pair('Relevant history', escapeHtml(c.relevantHistory))],
  );
}

function lookup(report: ReportDto, id: number | null | undefined): string | null {
  return id ? (report.snapshot.lookups[`cfgvalue:${id}`] ?? null) : null;
}

function surgicalResult(f: SurgicalResult): string {
  return [
    section('GROSS DESCRIPTION', text(f.gross)),
    section('MICROSCOPIC DESCRIPTION', text(f.microscopic)),
    section('DIAGNOSIS', text(f.diagnosis), 'diagnosis'),
    section('COMMENT', text(f.comment)),
  ].join('');
}

function cytologicalResult(report: ReportDto, f: CytologicalResult): string {
  const adequacy = f.adequacy ? `${ADEQUACY_LABELS[f.adequacy]}${f.adequacyNote ? `. ${f.adequacyNote}` : ''}` : null;
  return [
    section('SPECIMEN TYPE', text(lookup(report, f.cytoTypeId) ?? report.snapshot.case.cytoTypeName)),
    section('SPECIMEN ADEQUACY', text(adequacy)),
    section('GENERAL CATEGORY', text(f.category ? CYTO_CATEGORY_LABELS[f.category] : null)),
    section('INTERPRETATION', text(f.interpretation)),
    section('DIAGNOSIS', text(f.diagnosis), 'diagnosis'),
    section('COMMENT', text(f.comment)),
  ].join('');
}

function gynecologicalResult(report: ReportDto, f: GynecologicalResult): string {
  const adequacy =
    f.adequacy === 'satisfactory'
      ? `${ADEQUACY_LABELS.satisfactory}${f.adequacyNote ? `; ${f.adequacyNote}` : ''}`
      : f.adequacy === 'unsatisfactory'
        ? `${ADEQUACY_LABELS.unsatisfactory}${f.unsatisfactoryReason ? `: ${f.unsatisfactoryReason}` : ''}`
        : null;
  const { line, details } = bethesdaInterpretation(f);
  const interpretation = line ? `<div class="text diagnosis">${escapeHtml(line)}</div>${details.length ? `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : ''}` : '';
  const comments = f.commentIds.map((id) => lookup(report, id)).filter((c): c is string => !!c);
  return [
    section('SPECIMEN TYPE', text(lookup(report, f.gynTypeId) ?? report.snapshot.case.gynTypeName)),
    section('SPECIMEN ADEQUACY', text(adequacy)),
    section('INTERPRETATION / RESULT (The Bethesda System 2014)', f.adequacy === 'unsatisfactory' ? '' : interpretation),
    section('COMMENTS', comments.length ? `<ul>${comments.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>` : ''),
    section('NOTE', text(f.comment)),
  ].join('');
}

function person(label: string, p: { name: string; credentials: string | null } | null, extra = ''): string {
  if (!p) return '';
  return `<td><div class="small">${escapeHtml(label)}</div><div class="who">${escapeHtml(p.name)}</div>${p.credentials ? `<div class="small">${escapeHtml(p.credentials)}</div>` : ''}${extra}</td>`;
}

function signatures(report: ReportDto): string {
  const signed = report.signedBy;
  const signer = `<td><div class="small">${report.amended ? 'Amended and released by' : 'Signed out by'}</div><div class="who">${escapeHtml(signed.name)}</div>
    <div class="small">${escapeHtml(signed.title ?? SIGNER_ROLE_LABELS[signed.role] ?? signed.role)}</div>
    <div class="small">${escapeHtml(formatThaiDateTime(signed.at))}</div></td>`;
  const qc = report.qcReview
    ? `<div class="small">Quality-control rescreen: ${escapeHtml(report.qcReview.reviewer)}, ${escapeHtml(formatThaiDateTime(report.qcReview.reviewedAt))}</div>`
    : '';
  return `<table class="signatures"><tr>${person('Screened by', report.screener)}${person('Pathologist', report.pathologist)}${signer}</tr></table>${qc}`;
}

/** The additional tests done by the release (special stains, IHC…), each with its block and result note. */
function additionalStudies(report: ReportDto): string {
  const studies = report.snapshot.additionals ?? [];
  if (!studies.length) return '';
  const rows = studies
    .map((s) => `<tr><th>${escapeHtml(s.testName)} (${escapeHtml(s.testCode)})${s.blockCode ? ` — block ${escapeHtml(s.blockCode)}` : ''}</th><td>${text(s.resultNote) || '—'}</td></tr>`)
    .join('');
  return `<h2>ADDITIONAL STUDIES</h2><table class="block">${rows}</table>`;
}

/** The whole report document of a released version. */
export function reportDocumentHtml(report: ReportDto): string {
  const c = report.snapshot.case;
  const lab = report.snapshot.lab;
  const title = REPORT_TITLES[report.kind];
  const result = report.snapshot.result;
  const body =
    report.kind === 'surgical'
      ? surgicalResult(result as SurgicalResult)
      : report.kind === 'cytological'
        ? cytologicalResult(report, result as CytologicalResult)
        : gynecologicalResult(report, result as GynecologicalResult);
  const contact = [lab.address, lab.phone ? `Tel. ${lab.phone}` : null].filter(Boolean).join(' · ');
  const amended = report.amended
    ? `<div class="amended"><strong>AMENDED REPORT</strong> — version ${escapeHtml(report.version)}, supersedes version ${escapeHtml(report.version - 1)}
        <div>Reason for amendment: ${escapeHtml(report.amendReason)}</div></div>`
    : '';
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${escapeHtml(`${c.accessionNo} v${report.version}`)}</title><style>${CSS}</style></head><body>
  <header class="lab"><div class="lab-name">${escapeHtml(lab.name)}</div>${contact ? `<div class="lab-contact">${escapeHtml(contact)}</div>` : ''}</header>
  <h1>${escapeHtml(title.en)}</h1><div class="title-th">${escapeHtml(title.th)}</div>
  ${amended}
  <table class="ids"><tr>
    <td>Accession No. <span class="accession">${escapeHtml(c.accessionNo)}</span></td>
    <td style="text-align:right">Report version ${escapeHtml(report.version)}${report.amended ? ' (AMENDED)' : ''}</td>
  </tr></table>
  ${patientBlock(c, report)}
  <h2>RESULT</h2>
  ${body}
  ${additionalStudies(report)}
  ${signatures(report)}
  <footer>Released electronically on ${escapeHtml(formatThaiDateTime(report.releasedAt))} · ${escapeHtml(c.accessionNo)} version ${escapeHtml(report.version)} · This report is not valid if altered.</footer>
</body></html>`;
}
