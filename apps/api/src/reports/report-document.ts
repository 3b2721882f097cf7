import {
  reportVersionType,
  additionalStudyLabel,
  ADEQUACY_LABELS,
  amendedPartsLine,
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
  type SynopticLabel,
} from '@pathdesk/contracts';
import { escapeHtml } from '../pdf/escape-html.js';

/**
 * The printed report (HTML for PdfService; Sarabun is added there): built from the released
 * version's snapshot only — never from the case or result as they are now — so a reprint says
 * exactly what was signed. Every value is escaped. Dates are the lab's: Buddhist Era, in the lab's time zone (lab-clock.ts).
 */

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
  .parts-amended { font-weight: 700; }
  .part-amended { color: #b00020; }
  .addendum-banner { border: 2px solid #0b5394; color: #0b5394; padding: 6px 10px; margin: 8px 0; }
  .addendum-banner strong { font-size: 12pt; letter-spacing: 1px; }
  .addendum { margin-top: 14px; page-break-inside: avoid; border-top: 2px solid #0b5394; padding-top: 6px; }
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
  table.synoptic { width: 100%; border-collapse: collapse; margin: 2px 0 8px; page-break-inside: auto; }
  table.synoptic th, table.synoptic td { border: 1px solid #bbb; padding: 1px 6px; vertical-align: top; text-align: left; }
  table.synoptic th { width: 42%; font-weight: 400; }
  table.synoptic tr.group th { background: #f2f2f2; font-weight: 700; }
  table.synoptic .th { color: #444; font-size: 9.5pt; }
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
  const changed = changedParts(report);
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
    [
      pair(
        (c.parts?.length ?? 0) > 1 ? 'Specimens' : 'Specimen',
        (c.parts?.length ?? 0) > 1
          ? c.parts.map((p) => escapeHtml(`${p.letter}. ${p.specimen}`) + (changed.includes(p.letter) ? ' <strong class="part-amended">— amended</strong>' : '')).join('<br>')
          : escapeHtml(c.specimen),
      ),
      pair('Clinical history', escapeHtml(c.clinicalHistory)),
      pair('Relevant history', escapeHtml(c.relevantHistory)),
    ],
  );
}

function lookup(report: ReportDto, id: number | null | undefined): string | null {
  return id ? (report.snapshot.lookups[`cfgvalue:${id}`] ?? null) : null;
}

function surgicalResult(report: ReportDto, f: SurgicalResult): string {
  // A case of several parts (issue 27): the diagnoses first, part by part ("A. …", "B. …"), then the descriptions.
  if ((report.snapshot.case.parts?.length ?? 0) > 1) {
    return [
      section('DIAGNOSIS', text(f.diagnosis), 'diagnosis'),
      synopticReports(report),
      frozenSections(report),
      outsideConsultations(report),
      section('GROSS DESCRIPTION', text(f.gross)),
      section('MICROSCOPIC DESCRIPTION', text(f.microscopic)),
      section('COMMENT', text(f.comment)),
      additionalStudies(report, f.additionalStudies),
    ].join('');
  }
  return [
    section('GROSS DESCRIPTION', text(f.gross)),
    section('MICROSCOPIC DESCRIPTION', text(f.microscopic)),
    section('DIAGNOSIS', text(f.diagnosis), 'diagnosis'),
    synopticReports(report),
    frozenSections(report),
    outsideConsultations(report),
    section('COMMENT', text(f.comment)),
    additionalStudies(report, f.additionalStudies),
  ].join('');
}

/**
 * The intraoperative consultations (issue 32.3), after the final diagnosis they are compared with:
 * each frozen section's specimen, diagnosis, when it was received and reported (with the minutes it
 * took), by whom, and to whom in theatre it was telephoned.
 */
function frozenSections(report: ReportDto): string {
  const items = (report.snapshot.frozenSections ?? []).map((f) => {
    const what = `${f.partLetter ? `${f.partLetter}. ` : ''}${f.specimen}`;
    const call = f.calledTo && f.calledAt ? `; telephoned to ${f.calledTo} at ${formatThaiDateTime(f.calledAt)}, read back` : '';
    return `<li><strong>${escapeHtml(what)}</strong>: ${escapeHtml(f.diagnosis)}<div class="small">${escapeHtml(
      `Received ${formatThaiDateTime(f.receivedAt)}, reported ${formatThaiDateTime(f.reportedAt)} (${f.turnaroundMinutes} min) by ${f.reportedBy}${call}.`,
    )}</div></li>`;
  });
  return items.length ? section('INTRAOPERATIVE CONSULTATION (FROZEN SECTION)', `<ul>${items.join('')}</ul>`) : '';
}

const OPINION_WORDS = { agree: 'agrees with the diagnosis', minor: 'minor disagreement', major: 'major disagreement' } as const;

/** The outside consultants whose report was received (issue 32.2): named, with their institution and how their report compares. */
function outsideConsultations(report: ReportDto): string {
  const items = (report.snapshot.outsideConsultations ?? []).map(
    (k) => `<li>${escapeHtml(`${k.consultant}, ${k.institution} (report received ${formatThaiDateTime(k.receivedAt)}): ${OPINION_WORDS[k.opinion]}.`)}</li>`,
  );
  return items.length ? section('OUTSIDE CONSULTATION', `<ul>${items.join('')}</ul>`) : '';
}

/** A label in English, with the Thai beneath where the lab prints Thai (and it differs). */
function bilingual(label: SynopticLabel, thai: boolean): string {
  return escapeHtml(label.en) + (thai && label.th !== label.en ? `<br><span class="th" lang="th">${escapeHtml(label.th)}</span>` : '');
}

/** Each part's synoptic report (issue 30.5): its template, then its elements and values by section, and the ICD-O-3 codes. */
function synopticReports(report: ReportDto): string {
  return (report.snapshot.synoptic ?? [])
    .map((p) => {
      const rows = p.sections.flatMap((s) => [
        `<tr class="group"><th colspan="2">${bilingual(s.label, p.thai)}</th></tr>`,
        ...s.rows.map((r) => `<tr><th>${bilingual(r.label, p.thai)}</th><td>${bilingual(r.value, p.thai)}</td></tr>`),
      ]);
      if (p.icdO3) rows.push(`<tr><th>ICD-O-3</th><td>${escapeHtml(`${p.icdO3.topography} · ${p.icdO3.morphology}`)}</td></tr>`);
      const multiple = (report.snapshot.case.parts?.length ?? 0) > 1;
      const title = `SYNOPTIC REPORT${multiple ? ` — PART ${p.letter}` : ''}: ${p.name.en.toUpperCase()} (v${p.version})`;
      return section(title, `<table class="synoptic">${rows.join('')}</table>`, 'synoptic');
    })
    .join('');
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
    additionalStudies(report, f.additionalStudies),
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
  const interpretation = line
    ? `<div class="text diagnosis">${escapeHtml(line)}</div>${details.length ? `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : ''}`
    : '';
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
  const type = reportVersionType(report);
  const signer = `<td><div class="small">${type === 'amendment' ? 'Amended and released by' : type === 'addendum' ? 'Addendum released by' : 'Signed out by'}</div><div class="who">${escapeHtml(signed.name)}</div>
    <div class="small">${escapeHtml(signed.title ?? SIGNER_ROLE_LABELS[signed.role] ?? signed.role)}</div>
    <div class="small">${escapeHtml(formatThaiDateTime(signed.at))}</div></td>`;
  const qc = report.qcReview
    ? `<div class="small">Quality-control rescreen: ${escapeHtml(report.qcReview.reviewer)}, ${escapeHtml(formatThaiDateTime(report.qcReview.reviewedAt))}</div>`
    : '';
  // Issue 32.2: the second pathologist who signed the result before release.
  const cosigned = report.snapshot.cosignedBy;
  const cosigner = cosigned ? person('Co-signed by', cosigned, `<div class="small">${escapeHtml(formatThaiDateTime(cosigned.at))}</div>`) : '';
  return `<table class="signatures"><tr>${person('Screened by', report.screener)}${person('Pathologist', report.pathologist)}${cosigner}${signer}</tr></table>${qc}`;
}

/**
 * The additional studies (IHC, special stains) as the pathologist reported them (the result's
 * `additionalStudies`), with the studies performed by the release named beneath; nothing when the
 * pathologist wrote none — the bench's work-off notes are never printed as results (issue 24.3).
 */
function additionalStudies(report: ReportDto, reported: string | null | undefined): string {
  // Biomarkers the pathologist entered as results (issue 30.3): each printed as its result.
  const results = (report.snapshot.additionals ?? []).filter((a) => a.result);
  const resultList = results.length ? `<ul>${results.map((a) => `<li>${escapeHtml(`${additionalStudyLabel(a)}: ${a.result}`)}</li>`).join('')}</ul>` : '';
  if (!reported?.trim() && !resultList) return '';
  const performed = (report.snapshot.additionals ?? []).filter((a) => !a.result).map(additionalStudyLabel);
  const list = performed.length && reported?.trim() ? `<div class="small performed">Studies performed: ${escapeHtml(performed.join('; '))}</div>` : '';
  return section('ADDITIONAL STUDIES', `${reported?.trim() ? text(reported) : ''}${resultList}${list}`);
}

/** A value inside a CSS string (the running header): quotes and backslashes escaped, nothing that could close the style element. */
function cssString(value: unknown): string {
  const escaped = String(value ?? '')
    .replace(/[\\"<>]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)
    .replace(/[\r\n\f\t]+/g, ' ');
  return `"${escaped}"`;
}

/**
 * The running header of every page (issue 24.4): the patient's name and HN at the left, the
 * accession number and "Page x of y" at the right — in the page's margin (CSS page-margin boxes), so
 * a page holding only the signatures still says whose report it is.
 */
function runningHeader(c: CaseDto): string {
  const box = `font-family: 'Sarabun', sans-serif; font-size: 8pt; color: #444; vertical-align: bottom; padding-bottom: 3mm;`;
  return `@page {
    @top-left { content: ${cssString(`${c.patientName} · HN ${c.hn}`)}; ${box} }
    @top-right { content: ${cssString(`${c.accessionNo} · Page `)} counter(page) " of " counter(pages); ${box} }
  }`;
}

/** The whole report document of a released version. */
export function reportDocumentHtml(report: ReportDto): string {
  const c = report.snapshot.case;
  const lab = report.snapshot.lab;
  const title = REPORT_TITLES[report.kind];
  const result = report.snapshot.result;
  const body =
    report.kind === 'surgical'
      ? surgicalResult(report, result as SurgicalResult)
      : report.kind === 'cytological'
        ? cytologicalResult(report, result as CytologicalResult)
        : gynecologicalResult(report, result as GynecologicalResult);
  const contact = [lab.address, lab.phone ? `Tel. ${lab.phone}` : null].filter(Boolean).join(' · ');
  const amended = report.amended
    ? `<div class="amended"><strong>AMENDED REPORT</strong> — version ${escapeHtml(report.version)}, supersedes version ${escapeHtml(report.version - 1)}
        ${changedParts(report).length ? `<div class="parts-amended">${escapeHtml(amendedPartsLine(changedParts(report)))}</div>` : ''}
        <div>Reason for amendment: ${escapeHtml(report.amendReason)}</div></div>`
    : '';
  const addendum = addendumBanner(report);
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${escapeHtml(`${c.accessionNo} v${report.version}`)}</title><style>${CSS}${runningHeader(c)}</style></head><body>
  <header class="lab"><div class="lab-name">${escapeHtml(lab.name)}</div>${contact ? `<div class="lab-contact">${escapeHtml(contact)}</div>` : ''}</header>
  <h1>${escapeHtml(title.en)}</h1><div class="title-th">${escapeHtml(title.th)}</div>
  ${amended}${addendum}
  <table class="ids"><tr>
    <td>Accession No. <span class="accession">${escapeHtml(c.accessionNo)}</span></td>
    <td style="text-align:right">Report version ${escapeHtml(report.version)}${report.amended ? ' (AMENDED)' : reportVersionType(report) === 'addendum' ? ' (ADDENDUM)' : ''}</td>
  </tr></table>
  ${patientBlock(c, report)}
  <h2>RESULT</h2>
  ${body}
  ${signatures(report)}
  ${addenda(report)}
  <footer>Released electronically on ${escapeHtml(formatThaiDateTime(report.releasedAt))} · ${escapeHtml(c.accessionNo)} version ${escapeHtml(report.version)} · This report is not valid if altered.</footer>
</body></html>`;
}

/**
 * An addendum version's mark (issue 32.1): ADDENDUM, its version and date, and that the report above
 * it is the earlier version's, unchanged. Its text follows the report (`addenda`).
 */
function addendumBanner(report: ReportDto): string {
  if (reportVersionType(report) !== 'addendum') return '';
  return `<div class="addendum-banner"><strong>ADDENDUM</strong> — version ${escapeHtml(report.version)}, ${escapeHtml(formatThaiDateTime(report.releasedAt))}.
    <div>The report of version ${escapeHtml(report.version - 1)} is unchanged; the addendum follows it.</div></div>`;
}

/** The addenda released up to this version, after the report they add to, each with its version, signer and date. */
function addenda(report: ReportDto): string {
  return (report.snapshot.addenda ?? [])
    .map(
      (a) => `<div class="addendum"><h2>ADDENDUM (version ${escapeHtml(a.version)})</h2>${text(a.text)}
        <div class="small">${escapeHtml([a.signedBy.name, a.signedBy.title].filter(Boolean).join(', '))} · ${escapeHtml(formatThaiDateTime(a.releasedAt))}</div></div>`,
    )
    .join('');
}

/** The parts an amendment changed (issue 27.4; recorded for a case of several parts only). */
function changedParts(report: ReportDto): string[] {
  return report.amended ? (report.snapshot.changedParts ?? []) : [];
}
