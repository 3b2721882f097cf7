import {
  PRINTED_CASE_FIELDS,
  PRINTED_REPORT_FIELDS,
  PRINTED_RESULT_FIELDS,
  PRINTED_SIGNATURE_FIELDS,
  type CaseDto,
  type CaseKind,
  type GuestReportDto,
  type ReportDto,
  type ReportListItem,
  type ResultFields,
} from '@pathdesk/contracts';

// Report versions as the API answers them, for this lib's tests (and the remotes' page tests).

const CASE: CaseDto = {
  id: 12,
  kind: 'surgical',
  accessionNo: 'S68-00042',
  status: 'signed_out',
  priority: 'routine',
  hn: '6500001',
  patientTitle: 'นาง',
  patientFirstName: 'สมหญิง',
  patientLastName: 'ใจดี',
  patientFirstNameEn: 'Somying',
  patientLastNameEn: 'Jaidee',
  citizenId: null,
  patientName: 'นาง สมหญิง ใจดี',
  sex: 'female',
  birthDate: '1980-05-10',
  ageYears: 45,
  hospitalId: 3,
  hospitalName: 'โรงพยาบาลกรุงเทพเวชการ',
  doctorId: 4,
  doctorName: 'นพ. ปกรณ์ ศรีสุข',
  companyId: null,
  companyName: null,
  specimen: 'Skin, left arm, excision',
  parts: [{ letter: 'A', specimen: 'Skin, left arm, excision', procedure: null, containers: 1, fixative: null, collectedAt: null, note: null }],
  containers: 1,
  clinicalHistory: 'Nodule 1 cm for 3 months',
  // 09:15 and 14:30 in Bangkok (UTC+7)
  collectedAt: '2025-06-01T02:15:00.000Z',
  receivedAt: '2025-06-01T07:30:00.000Z',
  price: 600,
  notes: null,
  lmp: null,
  gynTypeId: null,
  gynTypeName: null,
  relevantHistory: null,
  cytoTypeId: null,
  cytoTypeName: null,
  source: null,
  cancelReason: null,
  cancelledAt: null,
  createdAt: '2025-06-01T07:30:00.000Z',
  createdBy: 'user',
  updatedAt: '2025-06-01T07:30:00.000Z',
  version: 1,
};

const RESULTS: { [K in CaseKind]: ResultFields<K> } = {
  surgical: {
    parts: [],
    gross: 'Received in formalin, an ellipse of skin 2.0 × 1.0 × 0.5 cm.',
    microscopic: 'Sections show a dermal proliferation of spindle cells.\nMargins are free.',
    diagnosis: 'Skin, left arm, excision: dermatofibroma, completely excised.',
    malignancy: 'not-malignant',
    additionalStudies: null,
    comment: null,
    pathologistId: 21,
    noBlocksReason: null,
  },
  cytological: {
    cytoTypeId: 31,
    adequacy: 'satisfactory',
    adequacyNote: 'Adequate cellularity',
    category: 'negative',
    interpretation: 'Benign follicular nodule (Bethesda II).',
    diagnosis: 'Thyroid, right lobe, FNA: benign follicular nodule.',
    additionalStudies: null,
    comment: 'Clinical correlation is recommended.',
    screenerId: 22,
    pathologistId: 21,
  },
  gynecological: {
    gynTypeId: 41,
    adequacy: 'satisfactory',
    adequacyNote: 'Endocervical/transformation zone component present.',
    unsatisfactoryReason: null,
    interpretation: 'NILM',
    organisms: ['candida'],
    reactiveChanges: ['inflammation'],
    agcSubtype: null,
    adenocarcinomaType: null,
    otherFinding: null,
    commentIds: [51, 52],
    comment: 'Follow-up as scheduled.',
    screenerId: 22,
    pathologistId: null,
    highRisk: false,
  },
};

const ACCESSION: Record<CaseKind, string> = { surgical: 'S68-00042', cytological: 'C68-00007', gynecological: 'G68-00103' };

/** A released version of `kind` (version 1, released 2 มิ.ย. 2568 10:05 Bangkok time), with `overrides`. */
export function reportOf<K extends CaseKind>(kind: K, overrides: Partial<ReportDto<K>> = {}, result: Partial<ResultFields<K>> = {}): ReportDto<K> {
  const accessionNo = ACCESSION[kind];
  const caseDto: CaseDto = {
    ...CASE,
    kind,
    accessionNo,
    ...(kind === 'gynecological' ? { lmp: '2025-05-12', gynTypeId: 41, gynTypeName: 'Liquid-based (ThinPrep)', relevantHistory: 'G2P2, annual screening' } : {}),
    ...(kind === 'cytological' ? { cytoTypeId: 31, cytoTypeName: 'Fine-needle aspiration', source: 'Right thyroid lobe' } : {}),
  };
  return {
    id: 7,
    caseId: caseDto.id,
    kind,
    accessionNo,
    version: 1,
    amended: false,
    amendReason: null,
    previousId: null,
    supersededBy: null,
    snapshot: {
      case: caseDto,
      result: { ...RESULTS[kind], ...result } as ResultFields<K>,
      lookups: {
        'cfgvalue:21': 'นพ. วิชัย พยาธิ',
        'cfgvalue:22': 'นางสาว สุดา คัดกรอง',
        'cfgvalue:31': 'Fine-needle aspiration',
        'cfgvalue:41': 'Liquid-based (ThinPrep)',
        'cfgvalue:51': 'Repeat Pap smear in 12 months.',
        'cfgvalue:52': 'Suggest HPV testing.',
      },
      lab: { name: 'ห้องปฏิบัติการพยาธิวิทยา PathDesk', address: '123 ถนนพระราม 4 กรุงเทพฯ 10500', phone: '02-123-4567' },
    },
    signedBy: { userId: 3, username: 'doctor', name: 'พยาธิแพทย์ (Demo Pathologist)', role: 'doctor', title: null, at: '2025-06-02T03:05:00.000Z' },
    pathologist: kind === 'gynecological' ? null : { name: 'นพ. วิชัย พยาธิ', credentials: 'Thai Board of Anatomical Pathology' },
    screener: kind === 'surgical' ? null : { name: 'นางสาว สุดา คัดกรอง', credentials: 'CT (ASCP)' },
    releasedAt: '2025-06-02T03:05:00.000Z',
    qcReview: null,
    ...overrides,
  };
}

const only = (value: object, fields: readonly string[]) => Object.fromEntries(Object.entries(value).filter(([field]) => fields.includes(field)));

/** The version as a guest receives it (issue 24.9): the printed fields only, and the names they refer to. */
export function guestReportOf<K extends CaseKind>(report: ReportDto<K>): GuestReportDto<K> {
  const result = only(report.snapshot.result, PRINTED_RESULT_FIELDS[report.kind]);
  const named = Object.values(result)
    .flat()
    .map((id) => `cfgvalue:${String(id)}`);
  return {
    ...only(report, PRINTED_REPORT_FIELDS),
    snapshot: {
      case: only(report.snapshot.case, PRINTED_CASE_FIELDS),
      result,
      lookups: only(report.snapshot.lookups, named),
      lab: report.snapshot.lab,
    },
    signedBy: only(report.signedBy, PRINTED_SIGNATURE_FIELDS),
  } as unknown as GuestReportDto<K>;
}

/** The list row of a version. */
export function listItemOf(report: ReportDto): ReportListItem {
  return {
    id: report.id,
    caseId: report.caseId,
    kind: report.kind,
    accessionNo: report.accessionNo,
    version: report.version,
    amended: report.amended,
    amendReason: report.amendReason,
    releasedAt: report.releasedAt,
    supersededBy: report.supersededBy,
    patientName: report.snapshot.case.patientName,
    hospitalName: report.snapshot.case.hospitalName,
    signedBy: report.signedBy.name,
    diagnosis: 'Skin, left arm, excision: dermatofibroma, completely excised.',
  };
}
