import type { FrozenCorrelationEntry, PrintedFrozenSection } from './frozen-sections.js';
import type { PrintedCosign, PrintedOutsideConsultation } from './consultations.js';
import type { DateFormat } from './date-format.js';
import type { Language } from './i18n.js';
import type { VatMode } from './invoices.js';
import type { AdditionalStudy } from './bench.js';
import type { CaseDto, CaseStatus } from './cases.js';
import type { CaseKind } from './lookups.js';
import type { IcdO3Codes } from './synoptic/icd-o3.js';
import type { SynopticEntry } from './synoptic/template.js';
import type { SynopticPrint } from './synoptic/print.js';

/* ---------------------------------------------------------------------------------------------
 * Results: what the pathologist (or screener) writes for a case, saved as a draft at any time.
 * ------------------------------------------------------------------------------------------- */

export const ADEQUACIES = ['satisfactory', 'unsatisfactory'] as const;
export type Adequacy = (typeof ADEQUACIES)[number];

/**
 * Surgical: whether the diagnosis is a malignancy — the pathologist's decision at sign-out (issue
 * 24.1), never read from the diagnosis text. `uncertain`: suspicious, in situ, as the lab decides.
 */
export const MALIGNANCY_CATEGORIES = ['malignant', 'not-malignant', 'uncertain'] as const;
export type Malignancy = (typeof MALIGNANCY_CATEGORIES)[number];

/**
 * A part's result (issue 27): its gross description, microscopic and diagnosis, and the malignancy
 * category the pathologist decides for it. The case-level `gross`, `microscopic`, `diagnosis` and
 * `malignancy` of a case with parts follow from them (deriveSurgicalFromParts).
 */
export interface SurgicalPartResult {
  letter: string;
  gross: string | null;
  microscopic: string | null;
  diagnosis: string | null;
  malignancy: Malignancy | null;
  /** The part's synoptic cancer report (issue 30.2): a template's values; its required elements are needed at sign-out. */
  synoptic?: SynopticEntry | null;
  /** The part's ICD-O-3 codes (issue 30.4), each on the lab's lists. */
  icdO3?: IcdO3Codes | null;
  /** The pathologist's word that no synoptic dataset applies (a biopsy): a malignant part so marked is not counted as eligible (issue 30.6). */
  synopticNotApplicable?: boolean;
}

export interface SurgicalResult {
  /** Per part, in the case's order (a one-part case may leave it empty and write the case-level fields). */
  parts: SurgicalPartResult[];
  gross: string | null;
  microscopic: string | null;
  diagnosis: string | null;
  /** Required at sign-out; counted by the summaries, their exports and the critical-result rule. */
  malignancy: Malignancy | null;
  /** The additional studies' results (IHC, special stains) as the pathologist reports them: what the report prints. */
  additionalStudies: string | null;
  comment: string | null;
  pathologistId: number | null;
  /** Why the case has no blocks (e.g. entirely submitted for cytology): a case without blocks is signed out only with it. */
  noBlocksReason: string | null;
}

/** Non-gynecological cytology: general diagnostic categories (as in the reporting systems). */
export const CYTO_CATEGORIES = ['nondiagnostic', 'negative', 'atypical', 'suspicious', 'malignant'] as const;
export type CytoCategory = (typeof CYTO_CATEGORIES)[number];

export interface CytologicalResult {
  cytoTypeId: number | null;
  adequacy: Adequacy | null;
  adequacyNote: string | null;
  category: CytoCategory | null;
  interpretation: string | null;
  diagnosis: string | null;
  /** The additional studies' results (cell block IHC, special stains) as the pathologist reports them: what the report prints. */
  additionalStudies: string | null;
  comment: string | null;
  screenerId: number | null;
  pathologistId: number | null;
}

/** The Bethesda System 2014 interpretations of a Pap test. */
export const GYN_INTERPRETATIONS = ['NILM', 'ASC-US', 'ASC-H', 'LSIL', 'HSIL', 'SCC', 'AGC', 'AIS', 'ADENOCARCINOMA', 'OTHER'] as const;
export type GynInterpretation = (typeof GYN_INTERPRETATIONS)[number];

/** NILM: organisms. */
export const GYN_ORGANISMS = ['trichomonas', 'candida', 'shift-in-flora', 'actinomyces', 'hsv', 'cmv'] as const;
/** NILM: non-neoplastic findings (reactive changes and others). */
export const GYN_REACTIVE_CHANGES = [
  'inflammation',
  'lymphocytic-cervicitis',
  'radiation',
  'iud',
  'glandular-cells-post-hysterectomy',
  'atrophy',
  'squamous-metaplasia',
  'keratotic-changes',
  'tubal-metaplasia',
  'pregnancy-changes',
] as const;
export const AGC_SUBTYPES = ['endocervical-nos', 'endometrial-nos', 'glandular-nos', 'endocervical-favor-neoplastic', 'glandular-favor-neoplastic'] as const;
export const ADENOCARCINOMA_TYPES = ['endocervical', 'endometrial', 'extrauterine', 'nos'] as const;

export interface GynecologicalResult {
  /** Specimen type: conventional smear or liquid-based (a gynecological-type lookup). */
  gynTypeId: number | null;
  adequacy: Adequacy | null;
  /** Satisfactory: quality indicators (transformation zone present/absent, obscuring…). */
  adequacyNote: string | null;
  /** Required when unsatisfactory. */
  unsatisfactoryReason: string | null;
  interpretation: GynInterpretation | null;
  organisms: (typeof GYN_ORGANISMS)[number][];
  reactiveChanges: (typeof GYN_REACTIVE_CHANGES)[number][];
  agcSubtype: (typeof AGC_SUBTYPES)[number] | null;
  adenocarcinomaType: (typeof ADENOCARCINOMA_TYPES)[number] | null;
  /** OTHER, e.g. endometrial cells in a woman ≥ 45 years. */
  otherFinding: string | null;
  /** Gynecological comments from the lookup list. */
  commentIds: number[];
  comment: string | null;
  screenerId: number | null;
  /** Required whenever the interpretation is not NILM. */
  pathologistId: number | null;
  /** The lab marks high-risk patients: always rescreened before release. */
  highRisk: boolean;
}

export type ResultFields<K extends CaseKind = CaseKind> = K extends 'surgical' ? SurgicalResult : K extends 'cytological' ? CytologicalResult : GynecologicalResult;

/** GET /api/{kind}/{id}/result */
export interface ResultDto<K extends CaseKind = CaseKind> {
  caseId: number;
  kind: K;
  status: CaseStatus;
  fields: ResultFields<K>;
  /** Complete enough to be signed out (missing fields listed otherwise; the case's blocks counted: `noBlocksReason`). */
  missing: string[];
  /** The case's blocks on the bench (a surgical case without any is signed out only with `noBlocksReason`). */
  blockCount: number;
  updatedAt: string | null;
  updatedBy: string | null;
  /** Optimistic lock of the result (a stale save is refused, 409). */
  version: number;
  /** The latest released report version of the case (null before sign-out). */
  latestReportId: number | null;
  /**
   * After sign-out: the result (the amendment draft) differs from the latest released version, so
   * an amendment can be released. Always false before sign-out.
   */
  unreleasedChanges: boolean;
  /** A quality-control rescreen holds the case (its result cannot change until it is reviewed). */
  pendingRescreenId: number | null;
}

/** PUT /api/{kind}/{id}/result: a draft (or the diagnosis marked complete). */
export interface SaveResultRequest<K extends CaseKind = CaseKind> {
  fields: Partial<ResultFields<K>>;
  version: number;
  /** true: the result is complete (case → diagnosed); false/absent: a draft (case → in progress). */
  complete?: boolean;
  /**
   * Required to change the result of a signed-out case: the change is an amendment draft. The
   * released versions never change; the draft is released as a new, AMENDED version by
   * POST /api/reports/{kind}/generate with an amendReason. Refused (400) on other cases.
   */
  amendment?: boolean;
  /** Administrators only: allow a screening over the screener's daily workload limit (issue 15.4), audited. */
  workloadOverride?: boolean;
  /** A surgical case's first sign-out: how each frozen section compares with the final diagnosis (issue 32.3; required then). */
  frozenCorrelations?: FrozenCorrelationEntry[];
}

/* ---------------------------------------------------------------------------------------------
 * Reports: immutable versions made at sign-out; a correction is a new, AMENDED version.
 * ------------------------------------------------------------------------------------------- */

export const REPORT_ROUTES = {
  surgical: { plural: 'surgicals', list: 'surgicalreports', one: 'surgicalreport' },
  cytological: { plural: 'cytologicals', list: 'cytologicalreports', one: 'cytologicalreport' },
  gynecological: { plural: 'gynecologicals', list: 'gynecologicalreports', one: 'gynecologicalreport' },
} as const satisfies Record<CaseKind, { plural: string; list: string; one: string }>;

export interface Signature {
  userId: number;
  username: string;
  name: string;
  role: string;
  /** The pathologist or screener named on the report (lookup name and credentials). */
  title: string | null;
  at: string;
}

/** One released version of a report, exactly as signed. */
export interface ReportDto<K extends CaseKind = CaseKind> {
  id: number;
  caseId: number;
  kind: K;
  accessionNo: string;
  version: number;
  amended: boolean;
  amendReason: string | null;
  /** The version this one corrects. */
  previousId: number | null;
  /** A newer version corrects this one. */
  supersededBy: number | null;
  /**
   * The case and its result when signed (a snapshot: later edits do not change it). `lookups` names
   * the config values the result refers to, by `cfgvalue:<id>`; `lab` is the report head as it
   * was at release.
   */
  snapshot: {
    case: CaseDto;
    result: ResultFields<K>;
    lookups: Record<string, string>;
    lab: ReportLabHeader;
    /** The additional tests done by the release (absent when none, and in versions released before the bench). */
    additionals?: AdditionalStudy[];
    /**
     * An amendment's (or addendum's) changed parts, by letter in the case's order (issue 27.4): those
     * whose specimen or part result differs from the version it corrects, or that were added or
     * removed (amendedParts). Absent on a first version, on a case of one part and on versions
     * released before.
     */
    changedParts?: string[];
    /** The parts' synoptic reports as released (issue 30.5): printed after the diagnosis. Absent when none. */
    synoptic?: SynopticPrint[];
    /** A surgical case's reported frozen sections (issue 32.3): printed after the final diagnosis. Absent when none. */
    frozenSections?: PrintedFrozenSection[];
    /** The second pathologist who signed the result before release (issue 32.2). Absent when none was asked. */
    cosignedBy?: PrintedCosign;
    /** The outside consultations whose report was received, naming the consultant (issue 32.2). Absent when none. */
    outsideConsultations?: PrintedOutsideConsultation[];
    /**
     * The addenda released up to this version (issue 32.1), oldest first: an addendum version's own
     * is the last; an amendment after one carries them on. Absent when there are none.
     */
    addenda?: ReportAddendum[];
  };
  signedBy: Signature;
  pathologist: { name: string; credentials: string | null } | null;
  screener: { name: string; credentials: string | null } | null;
  releasedAt: string;
  /** Gynecological quality control: the rescreen that released this version (null otherwise). */
  qcReview: { reviewer: string; reviewedAt: string } | null;
}

/** An addendum (issue 32.1): text added after sign-out that changes nothing already reported. */
export interface ReportAddendum {
  /** The version that released it. */
  version: number;
  text: string;
  signedBy: { name: string; title: string | null };
  releasedAt: string;
}

/** What a released version is: the first report, an amendment (a correction) or an addendum (issue 32.1). */
export type ReportVersionType = 'first' | 'amendment' | 'addendum';

/** A version's type from its number and amended flag (the database holds every later version that is not amended to be an addendum). */
export function reportVersionType(report: Pick<ReportDto, 'version' | 'amended'>): ReportVersionType {
  return report.amended ? 'amendment' : report.version > 1 ? 'addendum' : 'first';
}

/** POST /api/reports/{kind}s/:id/addenda. */
export interface AddendumRequest {
  text: string;
  /** The signer's password, asked again where the lab settings want it (signOutReauth). */
  password?: string;
}

/** The lab's name, address and phone printed at the head of a report (lab settings at release). */
export interface ReportLabHeader {
  name: string;
  address: string | null;
  phone: string | null;
}

/** A report list row. */
export type ReportListItem = Pick<ReportDto, 'id' | 'caseId' | 'kind' | 'accessionNo' | 'version' | 'amended' | 'amendReason' | 'releasedAt' | 'supersededBy'> & {
  patientName: string;
  hospitalName: string;
  signedBy: string;
  diagnosis: string;
};

export const REPORT_SORT_FIELDS = ['releasedAt', 'accessionNo'] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];

/**
 * GET /api/reports/{kind}: first/rows/sortField/sortOrder (default releasedAt, newest first) and
 * search (accession number or HN by prefix, patient name anywhere), plus these.
 */
export interface ReportListParams {
  caseId?: number;
  hospitalId?: number;
  /** yyyy-mm-dd, the lab's days of release, inclusive. */
  from?: string;
  to?: string;
  /** Only versions that no later version supersedes (default true). */
  latestOnly?: boolean;
}

/** POST /api/reports/{kind}/generate: sign out (or amend, with a reason). */
export interface GenerateReportRequest {
  caseId: number;
  amendReason?: string;
  /** The signer's password, asked again where the lab settings want it (signOutReauth). */
  password?: string;
  /** A surgical case: the pathologist flags an unexpected malignancy — a critical result to phone (issue 15.5). */
  criticalFinding?: boolean;
  /** Administrators only: allow a screening over the screener's daily workload limit (issue 15.4), audited. */
  workloadOverride?: boolean;
  /** A surgical case's first sign-out: how each frozen section compares with the final diagnosis (issue 32.3; required then). */
  frozenCorrelations?: FrozenCorrelationEntry[];
}

/** A NILM Pap chosen for quality control is held for a rescreen instead of being released. */
export interface QcHold {
  caseId: number;
  accessionNo: string;
  reason: 'random' | 'high-risk';
  message: string;
}

export type GenerateReportResponse<K extends CaseKind = CaseKind> = ({ [P in (typeof REPORT_ROUTES)[K]['one']]: ReportDto<K> } & { qc?: never }) | { qc: QcHold };

/** Whether a sign-out was held for a quality-control rescreen (202) rather than released. */
export function isQcHold<K extends CaseKind>(response: GenerateReportResponse<K>): response is { qc: QcHold } {
  return response.qc !== undefined;
}

/** A pending or done rescreen (gynecological quality control). */
export interface RescreenDto {
  id: number;
  caseId: number;
  accessionNo: string;
  patientName: string;
  reason: 'random' | 'high-risk';
  originalInterpretation: GynInterpretation;
  requestedBy: string;
  requestedAt: string;
  reviewer: string | null;
  reviewedAt: string | null;
  agree: boolean | null;
  correctedInterpretation: GynInterpretation | null;
  note: string | null;
}

export interface RescreenRequest {
  agree: boolean;
  correctedInterpretation?: GynInterpretation;
  note?: string;
}

/** GET /api/reports/gynecologicals/rescreens: `{ rescreens, total }`. */
export interface RescreenListParams {
  /** true: the work queue (oldest first); false: the reviewed ones; absent: all (newest first). */
  pending?: boolean;
  first?: number;
  rows?: number;
}

/**
 * The gynecological review report (quality control over a period): how rescreens agreed with the
 * original interpretations, by interpretation, by reviewer and by month (the lab's time zone).
 */
export interface GynReviewSummary {
  /** NILM sign-outs that went through the QC selection, and how many were held for a rescreen. */
  selection: { decisions: number; held: number; random: number; highRisk: number };
  rescreens: { total: number; pending: number; agree: number; disagree: number; agreementRate: number | null };
  /** Original interpretation → corrected interpretation → count (disagreements). */
  corrections: { original: GynInterpretation; corrected: GynInterpretation; count: number }[];
  byReason: { reason: 'random' | 'high-risk'; agree: number; disagree: number; pending: number }[];
  byReviewer: { reviewer: string; agree: number; disagree: number }[];
  /** yyyy-mm of the review (or of the request while pending). */
  byPeriod: { period: string; agree: number; disagree: number; pending: number }[];
}

/** Lab-wide settings an administrator changes (GET/PUT /api/lab-settings). */
export interface LabSettings {
  /** Printed at the head of reports and invoices. */
  labName: string;
  labAddress: string | null;
  labPhone: string | null;
  /** A screener (lab staff) may release a NILM Pap without a pathologist. */
  staffMayReleaseNilm: boolean;
  /** Share of NILM Paps rescreened before release (at least 0.10). */
  qcRate: number;
  /** How screens, inputs, filters and exports write dates (date-format.ts); reports print Thai BE dates. */
  dateFormat: DateFormat;
  buddhistEra: boolean;
  /** The lab's tax ID (13 digits), printed on invoices. */
  labTaxId?: string | null;
  /** VAT on invoices: exempt (medical services, the default) or 7%. */
  vatMode?: VatMode;
  /** Sign-out and amendment ask for the signer's password again (issue 15.6; on by default). */
  signOutReauth?: boolean;
  /** The language of users who have not chosen one (issue 16.1; English by default). */
  language?: Language;
  /** The calendar's day and month names: Thai (the default, Sunday first) or the interface language's (issue 24.7). */
  calendarNames?: CalendarNames;
  /** Frozen sections: the target from receipt to diagnosis, in minutes (issue 32.3; 20 by default). */
  frozenTargetMinutes?: number;
}

/** The calendar's day and month names: always Thai, or the interface language's (issue 24.7). */
export const CALENDAR_NAMES = ['thai', 'interface'] as const;
export type CalendarNames = (typeof CALENDAR_NAMES)[number];
export const DEFAULT_CALENDAR_NAMES: CalendarNames = 'thai';

export const MIN_QC_RATE = 0.1;

/**
 * The case-level fields of a surgical result with parts (issue 27), from its parts in the case's
 * order: the diagnosis "A. <specimen>: <diagnosis>" a part a line (a one-part case: its part's
 * own text), the gross and microscopic likewise by letter, and the malignancy — malignant if any
 * part is; otherwise uncertain if any is, not malignant when every part is. Fields the parts leave
 * empty keep the case-level value.
 */
export function deriveSurgicalFromParts(fields: SurgicalResult, caseParts: readonly { letter: string; specimen: string }[]): SurgicalResult {
  if (!fields.parts.length) return fields;
  const order = caseParts.map((p) => p.letter);
  const parts = [...fields.parts].sort((a, b) => order.indexOf(a.letter) - order.indexOf(b.letter));
  const one = caseParts.length === 1;
  const join = (key: 'gross' | 'microscopic' | 'diagnosis', label: (p: SurgicalPartResult) => string) => {
    const written = parts.filter((p) => p[key]?.trim());
    if (!written.length) return fields[key];
    return one ? written[0]![key] : written.map((p) => `${label(p)} ${p[key]!.trim()}`).join('\n\n');
  };
  const specimenOf = (letter: string) => caseParts.find((p) => p.letter === letter)?.specimen ?? '';
  const categories = parts.map((p) => p.malignancy);
  const malignancy: Malignancy | null = categories.includes('malignant')
    ? 'malignant'
    : categories.length === caseParts.length && categories.every((c) => c !== null)
      ? categories.includes('uncertain')
        ? 'uncertain'
        : 'not-malignant'
      : fields.malignancy;
  return {
    ...fields,
    parts,
    gross: join('gross', (p) => `${p.letter}.`),
    microscopic: join('microscopic', (p) => `${p.letter}.`),
    diagnosis: join('diagnosis', (p) => `${p.letter}. ${specimenOf(p.letter)}:`),
    malignancy,
  };
}

/** The lab's dates on documents: day month year in the Buddhist Era, with time (the lab's time zone). */
export const THAI_MONTHS_SHORT = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];

/**
 * What a result still needs before it can be signed out (empty: complete). The server decides with
 * this, and the result form shows the same list. With the case's bench (`blocks`: how many blocks
 * it has), a surgical case without blocks needs the reason it has none (issue 24.5); marking a
 * result complete does not ask for blocks, the sign-out does.
 */
export function missingForSignOut(kind: CaseKind, fields: Partial<ResultFields>, bench?: { blocks?: number; parts?: readonly string[]; synoptic?: readonly string[] }): string[] {
  const missing: string[] = [];
  const need = (field: string, ok: unknown) => {
    if (ok === null || ok === undefined || ok === '' || (Array.isArray(ok) && ok.length === 0)) missing.push(field);
  };
  if (kind === 'surgical') {
    const f = fields as Partial<SurgicalResult>;
    need('gross', f.gross?.trim());
    need('diagnosis', f.diagnosis?.trim());
    need('malignancy', f.malignancy);
    need('pathologistId', f.pathologistId);
    if (bench && bench.blocks === 0) need('noBlocksReason', f.noBlocksReason?.trim());
    // A case of several parts: every part has its diagnosis (issue 27).
    const letters = bench?.parts ?? [];
    if (letters.length > 1 || (f.parts?.length ?? 0) > 0) {
      // A one-part case may keep its diagnosis at the case level beside a part entry (its synoptic report).
      const caseLevel = letters.length === 1 ? f.diagnosis?.trim() : undefined;
      letters.forEach((letter, i) => need(`parts.${i}.diagnosis`, f.parts?.find((p) => p.letter === letter)?.diagnosis?.trim() || caseLevel));
    }
    // A synoptic report's required elements left empty (the API checks them against their template).
    missing.push(...(bench?.synoptic ?? []));
  } else if (kind === 'cytological') {
    const f = fields as Partial<CytologicalResult>;
    need('adequacy', f.adequacy);
    need('category', f.category);
    need('diagnosis', f.diagnosis?.trim());
    need('pathologistId', f.pathologistId);
  } else {
    const f = fields as Partial<GynecologicalResult>;
    need('gynTypeId', f.gynTypeId);
    need('adequacy', f.adequacy);
    if (f.adequacy === 'unsatisfactory') need('unsatisfactoryReason', f.unsatisfactoryReason?.trim());
    if (f.adequacy === 'satisfactory') need('interpretation', f.interpretation);
    if (f.interpretation === 'AGC') need('agcSubtype', f.agcSubtype);
    if (f.interpretation === 'ADENOCARCINOMA') need('adenocarcinomaType', f.adenocarcinomaType);
    if (f.interpretation === 'OTHER') need('otherFinding', f.otherFinding?.trim());
    need('screenerId', f.screenerId);
    if (needsPathologist(f)) need('pathologistId', f.pathologistId);
  }
  return missing;
}

/** A Pap needs a pathologist unless it is a satisfactory NILM (spec: required whenever not NILM). */
export function needsPathologist(f: Partial<GynecologicalResult>): boolean {
  return !(f.adequacy === 'satisfactory' && f.interpretation === 'NILM');
}

/** How much of a diagnosis a report list row keeps (it shows two lines; the rest on hover). */
const HEADLINE_MAX = 1_000;

/**
 * What a report list shows as the diagnosis: a Pap's interpretation, or the whole diagnosis (blank
 * lines dropped) — its first line is often only the specimen heading ("Skin, left arm, excision:").
 */
export function resultHeadline(kind: CaseKind, fields: Partial<ResultFields>): string {
  if (kind === 'gynecological') {
    const f = fields as Partial<GynecologicalResult>;
    if (f.adequacy === 'unsatisfactory') return 'Unsatisfactory for evaluation';
    return f.interpretation === 'NILM' ? 'Negative for intraepithelial lesion or malignancy' : (f.interpretation ?? '');
  }
  const lines = ((fields as Partial<SurgicalResult>).diagnosis ?? '').split('\n').map((line) => line.trim());
  return lines.filter(Boolean).join('\n').slice(0, HEADLINE_MAX);
}
