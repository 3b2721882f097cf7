// What a printed report shows, as the tests state it (issue 24.9): the fields a guest may read of a
// released version. Written out here, not taken from the contracts' lists, so that a field added
// there by mistake fails the tests instead of passing with them.
import type { CaseKind } from '@pathdesk/contracts';

/** The case as the report prints it (the patient, the requester, the specimen, its dates and history). */
export const PRINTED_CASE = [
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
];

/** The result fields each kind prints (lookup ids stand for the names `lookups` gives). */
export const PRINTED_RESULT: Record<CaseKind, string[]> = {
  surgical: ['additionalStudies', 'comment', 'diagnosis', 'gross', 'microscopic'],
  cytological: ['additionalStudies', 'adequacy', 'adequacyNote', 'category', 'comment', 'cytoTypeId', 'diagnosis', 'interpretation'],
  gynecological: [
    'adenocarcinomaType',
    'adequacy',
    'adequacyNote',
    'agcSubtype',
    'comment',
    'commentIds',
    'gynTypeId',
    'interpretation',
    'organisms',
    'otherFinding',
    'reactiveChanges',
    'unsatisfactoryReason',
  ],
};

/** The version's own fields a guest reads (what prints, and the ids linking its versions). */
export const PRINTED_TOP = [
  'accessionNo',
  'amendReason',
  'amended',
  'caseId',
  'id',
  'kind',
  'pathologist',
  'previousId',
  'qcReview',
  'releasedAt',
  'screener',
  'signedBy',
  'snapshot',
  'supersededBy',
  'version',
];
