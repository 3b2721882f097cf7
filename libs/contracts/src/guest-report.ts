import type { AdditionalStudy } from './bench.js';
import type { CaseDto } from './cases.js';
import type { CaseKind } from './lookups.js';
import type { CytologicalResult, GynecologicalResult, ReportDto, Signature, SurgicalResult } from './results.js';

/*
 * What a printed report shows — the PDF, and the report page that prints it — and all a guest
 * receives of a released version (issue 24.9): not the case's price, internal notes, who registered
 * it, the citizen ID or birth date, the signer's account, nor result fields the report does not
 * print (a Pap's high-risk mark, the records behind the names). Besides what prints, the ids that
 * link a version to its other versions (`caseId`, `previousId`, `supersededBy`) and the ids of the
 * lookups whose names it prints (`lookups` holds those names only). Staff read ReportDto, which has
 * all of this and more, so the report page renders either.
 */

/** The case as the report prints it: the patient, the requester, the specimen, its dates and history. */
export const PRINTED_CASE_FIELDS = [
  'kind',
  'accessionNo',
  'patientName',
  'hn',
  'patientFirstNameEn',
  'patientLastNameEn',
  'sex',
  'ageYears',
  'hospitalName',
  'doctorName',
  'specimen',
  'clinicalHistory',
  'relevantHistory',
  'lmp',
  'source',
  'collectedAt',
  'receivedAt',
  'cytoTypeName',
  'gynTypeName',
] as const satisfies readonly (keyof CaseDto)[];
export type PrintedCase = Pick<CaseDto, (typeof PRINTED_CASE_FIELDS)[number]>;

/** The result fields each kind prints; a lookup's id stands for the name `lookups` gives. */
export const PRINTED_RESULT_FIELDS = {
  surgical: ['gross', 'microscopic', 'diagnosis', 'comment', 'additionalStudies'],
  cytological: ['cytoTypeId', 'adequacy', 'adequacyNote', 'category', 'interpretation', 'diagnosis', 'comment', 'additionalStudies'],
  gynecological: [
    'gynTypeId',
    'adequacy',
    'adequacyNote',
    'unsatisfactoryReason',
    'interpretation',
    'organisms',
    'reactiveChanges',
    'agcSubtype',
    'adenocarcinomaType',
    'otherFinding',
    'commentIds',
    'comment',
  ],
} as const satisfies {
  surgical: readonly (keyof SurgicalResult)[];
  cytological: readonly (keyof CytologicalResult)[];
  gynecological: readonly (keyof GynecologicalResult)[];
};
type Printed = typeof PRINTED_RESULT_FIELDS;
export type PrintedResult<K extends CaseKind = CaseKind> = K extends 'surgical'
  ? Pick<SurgicalResult, Printed['surgical'][number]>
  : K extends 'cytological'
    ? Pick<CytologicalResult, Printed['cytological'][number]>
    : Pick<GynecologicalResult, Printed['gynecological'][number]>;

/** The signer as printed: the name, the title (or the role when there is none), the time. */
export const PRINTED_SIGNATURE_FIELDS = ['name', 'role', 'title', 'at'] as const satisfies readonly (keyof Signature)[];

/** An additional study as printed beneath the pathologist's text: the test and its block (never the bench's note: issue 24.3). */
export const PRINTED_STUDY_FIELDS = ['testCode', 'testName', 'blockCode', 'result'] as const satisfies readonly (keyof AdditionalStudy)[];

/** The version's own fields a report prints (or that link it to its other versions). */
export const PRINTED_REPORT_FIELDS = [
  'id',
  'caseId',
  'kind',
  'accessionNo',
  'version',
  'amended',
  'amendReason',
  'previousId',
  'supersededBy',
  'pathologist',
  'screener',
  'releasedAt',
  'qcReview',
] as const satisfies readonly (keyof ReportDto)[];

/** GET /api/reports/{kind}/{id} as a guest: the printed report, no more. */
export type GuestReportDto<K extends CaseKind = CaseKind> = Pick<ReportDto<K>, (typeof PRINTED_REPORT_FIELDS)[number]> & {
  snapshot: {
    case: PrintedCase;
    result: PrintedResult<K>;
    /** The names the printed result refers to, by `cfgvalue:<id>`. */
    lookups: Record<string, string>;
    lab: ReportDto['snapshot']['lab'];
    additionals?: Pick<AdditionalStudy, (typeof PRINTED_STUDY_FIELDS)[number]>[];
    /** The parts an amendment changed, as the report prints them ("Part B amended"; issue 27.4). */
    changedParts?: string[];
    /** The addenda, as the report prints them after itself (issue 32.1). */
    addenda?: ReportDto['snapshot']['addenda'];
    /** The parts' synoptic reports, as the report prints them after the diagnosis (issue 30.5). */
    synoptic?: ReportDto['snapshot']['synoptic'];
    /** The frozen sections, as the report prints them (issue 32.3). */
    frozenSections?: ReportDto['snapshot']['frozenSections'];
    /** The co-signer, as the report prints them (issue 32.2). */
    cosignedBy?: ReportDto['snapshot']['cosignedBy'];
    /** The outside consultations, as the report names them (issue 32.2). */
    outsideConsultations?: ReportDto['snapshot']['outsideConsultations'];
  };
  signedBy: Pick<Signature, (typeof PRINTED_SIGNATURE_FIELDS)[number]>;
};
