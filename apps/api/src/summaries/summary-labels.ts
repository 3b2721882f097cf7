import type { CaseStatus, Language, Priority } from '@pathdesk/contracts';

const LABELS: Record<string, string> = {
  malignant: 'Malignant',
  'not-malignant': 'Not malignant',
  uncertain: 'Uncertain (suspicious, in situ)',
  pending: 'Pending',
  nondiagnostic: 'Non-diagnostic',
  negative: 'Negative',
  atypical: 'Atypical',
  suspicious: 'Suspicious for malignancy',
  unsatisfactory: 'Unsatisfactory',
  NILM: 'NILM',
  'ASC-US': 'ASC-US',
  'ASC-H': 'ASC-H',
  LSIL: 'LSIL',
  HSIL: 'HSIL',
  SCC: 'Squamous cell carcinoma',
  AGC: 'AGC',
  AIS: 'AIS',
  ADENOCARCINOMA: 'Adenocarcinoma',
  OTHER: 'Other',
};

/** The categories in Thai, as the summary page writes them (the Bethesda codes stay as they are). */
const THAI_LABELS: Record<string, string> = {
  malignant: 'มะเร็ง',
  'not-malignant': 'ไม่ใช่มะเร็ง',
  uncertain: 'ไม่แน่ชัด (สงสัยมะเร็ง, in situ)',
  pending: 'รอผล',
  nondiagnostic: 'ไม่สามารถวินิจฉัยได้',
  negative: 'ไม่พบเซลล์มะเร็ง',
  atypical: 'เซลล์ผิดปกติ',
  suspicious: 'สงสัยมะเร็ง',
  unsatisfactory: 'สิ่งส่งตรวจไม่เพียงพอ',
  SCC: 'มะเร็งชนิดสความัส (Squamous cell carcinoma)',
  ADENOCARCINOMA: 'มะเร็งชนิดต่อม (Adenocarcinoma)',
  OTHER: 'อื่น ๆ',
};

/** How a summary names a category (cytology's "malignant" stays "Malignant"), in `language`. */
export function summaryCategoryLabel(category: string, language: Language = 'en'): string {
  return (language === 'th' ? THAI_LABELS[category] : undefined) ?? LABELS[category] ?? category;
}

/** The words of a summary export (Excel and CSV), per language: no code (not-malignant, routine, signed_out) reaches the file (issue 26.6). */
export interface ExportWords {
  columns: Record<
    'accessionNo' | 'hn' | 'patientName' | 'hospitalName' | 'priority' | 'status' | 'received' | 'released' | 'tatDays' | 'category' | 'pathologist' | 'screener' | 'diagnosis',
    string
  >;
  priority: Record<Priority, string>;
  status: Record<CaseStatus, string>;
  kind: Record<'surgical' | 'cytological' | 'gynecological', string>;
  sheet: { summary: string; cases: string; title: string };
  figures: {
    received: string;
    released: string;
    pending: string;
    cancelled: string;
    tatMedian: string;
    tatP90: string;
    ascSil: string;
    unsatisfactory: string;
    parts: string;
    partsPerCase: string;
    multiPartCases: string;
    casesWithMalignantPart: string;
  };
  withinTarget: (days: number, share: number) => string;
  tables: {
    byCategory: string;
    byHospital: string;
    byPathologist: string;
    byScreener: string;
    cases: string;
    share: string;
    released: string;
    tatMedian: string;
    tatP90: string;
    within: string;
    notNamed: string;
  };
}

const EN: ExportWords = {
  columns: {
    accessionNo: 'Accession no.',
    hn: 'HN',
    patientName: 'Patient',
    hospitalName: 'Hospital',
    priority: 'Priority',
    status: 'Status',
    received: 'Received',
    released: 'First released',
    tatDays: 'TAT (working days)',
    category: 'Category',
    pathologist: 'Pathologist',
    screener: 'Screener',
    diagnosis: 'Diagnosis',
  },
  priority: { routine: 'Routine', urgent: 'Urgent' },
  status: { registered: 'Registered', in_progress: 'In progress', diagnosed: 'Diagnosed', signed_out: 'Signed out', amended: 'Amended', cancelled: 'Cancelled' },
  kind: { surgical: 'Surgical', cytological: 'Cytological', gynecological: 'Gynecological' },
  sheet: { summary: 'Summary', cases: 'Cases', title: '{kind} summary' },
  figures: {
    received: 'Received',
    released: 'Released',
    pending: 'Pending',
    cancelled: 'Cancelled',
    tatMedian: 'TAT median (working days)',
    tatP90: 'TAT 90th percentile',
    ascSil: 'ASC:SIL ratio',
    unsatisfactory: 'Unsatisfactory rate',
    parts: 'Parts',
    partsPerCase: 'Parts per case',
    multiPartCases: 'Cases of more than one part',
    casesWithMalignantPart: 'Cases with a malignant part',
  },
  withinTarget: (days, share) => `Routine within ${days} working days (target ${share}%)`,
  tables: {
    byCategory: 'By category',
    byHospital: 'By hospital',
    byPathologist: 'By pathologist',
    byScreener: 'By screener',
    cases: 'Cases',
    share: 'Share',
    released: 'Released',
    tatMedian: 'TAT median',
    tatP90: 'TAT p90',
    within: 'Within target',
    notNamed: 'Not named yet',
  },
};

const TH: ExportWords = {
  columns: {
    accessionNo: 'เลขที่',
    hn: 'HN',
    patientName: 'ผู้ป่วย',
    hospitalName: 'โรงพยาบาล',
    priority: 'ความเร่งด่วน',
    status: 'สถานะ',
    received: 'วันที่รับ',
    released: 'ออกผลครั้งแรก',
    tatDays: 'ระยะเวลาออกผล (วันทำการ)',
    category: 'หมวด',
    pathologist: 'พยาธิแพทย์',
    screener: 'ผู้ตรวจคัดกรอง',
    diagnosis: 'การวินิจฉัย',
  },
  priority: { routine: 'ปกติ', urgent: 'ด่วน' },
  status: { registered: 'ลงทะเบียนแล้ว', in_progress: 'กำลังดำเนินการ', diagnosed: 'วินิจฉัยแล้ว', signed_out: 'ลงนามแล้ว', amended: 'แก้ไขแล้ว', cancelled: 'ยกเลิก' },
  kind: { surgical: 'ศัลยพยาธิ', cytological: 'เซลล์วิทยา', gynecological: 'เซลล์วิทยานรีเวช' },
  sheet: { summary: 'สรุป', cases: 'รายการ', title: 'สรุปรายงาน{kind}' },
  figures: {
    received: 'รับสิ่งส่งตรวจ',
    released: 'ออกผลแล้ว',
    pending: 'รอผล',
    cancelled: 'ยกเลิก',
    tatMedian: 'ระยะเวลาออกผล มัธยฐาน (วันทำการ)',
    tatP90: 'ระยะเวลาออกผล เปอร์เซ็นไทล์ที่ 90',
    ascSil: 'อัตราส่วน ASC:SIL',
    unsatisfactory: 'อัตราสิ่งส่งตรวจไม่เพียงพอ',
    parts: 'จำนวนชิ้นส่วน',
    partsPerCase: 'ชิ้นส่วนต่อราย',
    multiPartCases: 'รายที่มีมากกว่าหนึ่งชิ้นส่วน',
    casesWithMalignantPart: 'รายที่มีชิ้นส่วนเป็นมะเร็ง',
  },
  withinTarget: (days, share) => `รายปกติที่ออกผลภายใน ${days} วันทำการ (เป้าหมาย ${share}%)`,
  tables: {
    byCategory: 'ตามหมวดการวินิจฉัย',
    byHospital: 'ตามโรงพยาบาล',
    byPathologist: 'ตามพยาธิแพทย์',
    byScreener: 'ตามผู้ตรวจคัดกรอง',
    cases: 'จำนวนราย',
    share: 'สัดส่วน',
    released: 'ออกผลแล้ว',
    tatMedian: 'ระยะเวลาออกผล (มัธยฐาน)',
    tatP90: 'ระยะเวลาออกผล (P90)',
    within: 'ทันเป้าหมาย',
    notNamed: 'ยังไม่ระบุชื่อ',
  },
};

export const exportWords = (language: Language): ExportWords => (language === 'th' ? TH : EN);
