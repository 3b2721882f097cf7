import type { CaseKind, Priority, Sex } from '@pathdesk/contracts';

/**
 * Demo cases for a new database outside production (demo-cases.ts): made-up patients, sent by the
 * demo hospitals and doctors of lookup-seed-data.ts (by hospital code and licence number), paid
 * by its payers (by value) and typed with its specimen types (by value). Times are relative to
 * the moment of seeding, in the lab's time.
 */
export interface DemoCase {
  kind: CaseKind;
  /** Received this many days ago, at this hour (lab time); collected `collectedHoursBefore` earlier. */
  daysAgo: number;
  hour: number;
  collectedHoursBefore?: number;
  hospital: string;
  doctor?: string;
  company?: string;
  hn: string;
  title: string;
  first: string;
  last: string;
  firstEn?: string;
  lastEn?: string;
  sex: Sex;
  birthDate?: string;
  ageYears?: number;
  specimen: string;
  containers?: number;
  clinicalHistory?: string;
  priority?: Priority;
  notes?: string;
  gynType?: string;
  lmpDaysAgo?: number;
  relevantHistory?: string;
  cytoType?: string;
  source?: string;
  /** Cancelled afterwards, with this reason. */
  cancel?: string;
}

const NHSO = '0994000158386';
const CSMBS = '0994000162715';
const SSO = '0994000159226';
const SELF = 'SELF';
const SIAM_HEALTH = '0105537033568';
const ASIA_LIFE = '0105541009188';

export const DEMO_CASES: readonly DemoCase[] = [
  // Surgical
  {
    kind: 'surgical', daysAgo: 13, hour: 9, collectedHoursBefore: 20, hospital: 'BKV', doctor: 'ว.12345', company: CSMBS,
    hn: '6501234', title: 'นาย', first: 'ประยุทธ', last: 'ศรีสวัสดิ์', firstEn: 'Prayut', lastEn: 'Srisawat', sex: 'male', birthDate: '1961-03-14',
    specimen: 'Skin, left forearm, excisional biopsy', clinicalHistory: 'Pigmented lesion 8 mm with irregular border, enlarging for 6 months. R/O melanoma.',
  },
  {
    kind: 'surgical', daysAgo: 12, hour: 10, collectedHoursBefore: 3, hospital: 'RKK', doctor: 'ว.33019', company: SIAM_HEALTH,
    hn: 'RK-0882145', title: 'นาง', first: 'สุกัญญา', last: 'วงศ์ประเสริฐ', firstEn: 'Sukanya', lastEn: 'Wongprasert', sex: 'female', birthDate: '1974-08-02',
    specimen: 'Breast, right, ultrasound-guided core needle biopsy (4 cores)', containers: 1, priority: 'urgent',
    clinicalHistory: 'Right breast mass 2.1 cm at 10 o’clock, BI-RADS 4C.',
  },
  {
    kind: 'surgical', daysAgo: 11, hour: 14, collectedHoursBefore: 26, hospital: 'TBP', doctor: 'ว.15230', company: NHSO,
    hn: '64-019332', title: 'นาง', first: 'บุญมี', last: 'แก้วมณี', sex: 'female', ageYears: 58,
    specimen: 'Gallbladder, laparoscopic cholecystectomy', clinicalHistory: 'Symptomatic gallstones, chronic cholecystitis.',
  },
  {
    kind: 'surgical', daysAgo: 10, hour: 8, collectedHoursBefore: 10, hospital: 'NBR', doctor: 'ว.38890', company: SSO,
    hn: '0457781', title: 'นาย', first: 'ธีรภัทร', last: 'สุขเจริญ', firstEn: 'Teerapat', lastEn: 'Sukcharoen', sex: 'male', birthDate: '1999-11-23',
    specimen: 'Appendix, appendectomy', clinicalHistory: 'Acute right lower quadrant pain for 1 day, fever 38.5 °C. Acute appendicitis.',
    priority: 'urgent',
  },
  {
    kind: 'surgical', daysAgo: 9, hour: 11, collectedHoursBefore: 24, hospital: 'CNP', doctor: 'ว.24408', company: CSMBS,
    hn: 'CM6612087', title: 'นาง', first: 'จันทร์ฉาย', last: 'อินทร์แก้ว', sex: 'female', birthDate: '1968-01-30',
    specimen: 'Endometrium, fractional curettage', containers: 2,
    clinicalHistory: 'Postmenopausal bleeding for 2 months; endometrial thickness 9 mm on ultrasound.',
  },
  {
    kind: 'surgical', daysAgo: 8, hour: 13, collectedHoursBefore: 5, hospital: 'KKS', doctor: 'ว.16654', company: NHSO,
    hn: '2210934', title: 'นาย', first: 'สมศักดิ์', last: 'ภูผาทอง', sex: 'male', birthDate: '1957-06-09',
    specimen: 'Colon, sigmoid, endoscopic polypectomy (2 polyps)', containers: 2,
    clinicalHistory: 'Screening colonoscopy: two sessile polyps, 6 and 12 mm.',
  },
  {
    kind: 'surgical', daysAgo: 7, hour: 15, collectedHoursBefore: 30, hospital: 'HYR', doctor: 'ว.34476', company: SELF,
    hn: 'HY-550213', title: 'นางสาว', first: 'นูรีซัน', last: 'หะยีสาและ', firstEn: 'Nurisan', lastEn: 'Hayeesalae', sex: 'female', birthDate: '1988-04-17',
    specimen: 'Thyroid, total thyroidectomy', clinicalHistory: 'Multinodular goitre; right nodule Bethesda IV on FNA.',
    notes: 'Right lobe marked with a long suture, isthmus with a short one.',
  },
  {
    kind: 'surgical', daysAgo: 5, hour: 10, collectedHoursBefore: 22, hospital: 'SRV', doctor: 'ว.37745', company: ASIA_LIFE,
    hn: 'SR0098123', title: 'นาง', first: 'ปราณี', last: 'ชลธาร', sex: 'female', birthDate: '1971-09-05',
    specimen: 'Uterus, cervix and bilateral adnexa, total abdominal hysterectomy with bilateral salpingo-oophorectomy',
    clinicalHistory: 'Symptomatic leiomyomas, largest 7 cm; menorrhagia with anaemia (Hb 8.9 g/dL).',
  },
  {
    kind: 'surgical', daysAgo: 4, hour: 9, collectedHoursBefore: 4, hospital: 'KMC', doctor: 'ว.31184', company: NHSO,
    hn: 'KM-301766', title: 'นาย', first: 'บุญเลิศ', last: 'โพธิ์ศรี', sex: 'male', ageYears: 67,
    specimen: 'Stomach, antrum, endoscopic biopsy (4 pieces)', clinicalHistory: 'Epigastric pain, weight loss 5 kg; ulcerated antral lesion. R/O carcinoma.',
    priority: 'urgent',
  },
  {
    kind: 'surgical', daysAgo: 3, hour: 14, collectedHoursBefore: 6, hospital: 'PAI', doctor: 'ว.33602', company: SELF,
    hn: 'PA2024-7781', title: 'Mr.', first: 'John', last: 'Miller', firstEn: 'John', lastEn: 'Miller', sex: 'male', birthDate: '1969-12-01',
    specimen: 'Lymph node, left cervical, excisional biopsy', clinicalHistory: 'Painless left neck mass 3 cm for 2 months, night sweats. R/O lymphoma.',
    notes: 'Fresh tissue: part sent for flow cytometry by the hospital.',
  },
  {
    kind: 'surgical', daysAgo: 2, hour: 11, collectedHoursBefore: 3, hospital: 'BKV', doctor: 'ว.18842', company: CSMBS,
    hn: '6409876', title: 'นาย', first: 'วิโรจน์', last: 'ทองดี', firstEn: 'Wiroj', lastEn: 'Thongdee', sex: 'male', birthDate: '1955-02-20',
    specimen: 'Prostate, transrectal ultrasound-guided needle biopsy (12 cores)', containers: 12, clinicalHistory: 'PSA 14.2 ng/mL; PI-RADS 4 lesion, left peripheral zone.',
  },
  {
    kind: 'surgical', daysAgo: 2, hour: 15, collectedHoursBefore: 4, hospital: 'BKV', doctor: 'ว.18842', company: CSMBS,
    hn: '6409876', title: 'นาย', first: 'วิโรจน์', last: 'ทองดี', firstEn: 'Wiroj', lastEn: 'Thongdee', sex: 'male', birthDate: '1955-02-20',
    specimen: 'Prostate, transrectal ultrasound-guided needle biopsy (12 cores)', containers: 12,
    cancel: 'Duplicate registration: the same requisition was registered earlier today.',
  },
  // Cytological
  {
    kind: 'cytological', daysAgo: 12, hour: 13, collectedHoursBefore: 2, hospital: 'RKK', doctor: 'ว.21587', company: NHSO, cytoType: 'FNA',
    hn: 'RK-0901122', title: 'นางสาว', first: 'พิมพ์ชนก', last: 'รัตนพันธ์', firstEn: 'Pimchanok', lastEn: 'Rattanaphan', sex: 'female', birthDate: '1990-07-12',
    specimen: 'Thyroid, right lobe, fine-needle aspiration (4 slides, 1 CytoLyt vial)', source: 'Right thyroid lobe nodule 2.3 cm',
    clinicalHistory: 'Solid hypoechoic nodule with microcalcifications, ACR TI-RADS 5.',
  },
  {
    kind: 'cytological', daysAgo: 11, hour: 10, collectedHoursBefore: 5, hospital: 'TBP', doctor: 'ว.27781', company: CSMBS, cytoType: 'FLUID',
    hn: '63-077451', title: 'นาย', first: 'สมพงษ์', last: 'บุญเรือง', sex: 'male', birthDate: '1950-10-03',
    specimen: 'Pleural fluid, left, 500 mL', source: 'Left pleural effusion (thoracentesis)', priority: 'urgent',
    clinicalHistory: 'Known right upper lobe lung mass; recurrent left pleural effusion.',
  },
  {
    kind: 'cytological', daysAgo: 9, hour: 9, collectedHoursBefore: 2, hospital: 'NBR', doctor: 'ว.51123', company: SSO, cytoType: 'URINE',
    hn: '0398120', title: 'นาย', first: 'ชาตรี', last: 'ศรีวงศ์', sex: 'male', ageYears: 62,
    specimen: 'Urine, voided, 3 consecutive mornings', containers: 3, source: 'Voided urine',
    clinicalHistory: 'Painless gross haematuria; smoker for 40 years.',
  },
  {
    kind: 'cytological', daysAgo: 8, hour: 14, collectedHoursBefore: 3, hospital: 'CNP', doctor: 'ว.47702', company: NHSO, cytoType: 'SPUTUM',
    hn: 'CM6707745', title: 'นาย', first: 'คำปัน', last: 'ไชยวงศ์', sex: 'male', birthDate: '1949-05-28',
    specimen: 'Sputum, early morning, 3 days', containers: 3, source: 'Expectorated sputum',
    clinicalHistory: 'Chronic cough with haemoptysis; cavitary lesion right lower lobe. AFB negative.',
  },
  {
    kind: 'cytological', daysAgo: 6, hour: 16, collectedHoursBefore: 1, hospital: 'KMC', doctor: 'ว.25563', company: CSMBS, cytoType: 'CSF',
    hn: 'KM-288013', title: 'นาง', first: 'รัชนี', last: 'ปรางค์ทอง', sex: 'female', birthDate: '1966-12-19',
    specimen: 'Cerebrospinal fluid, lumbar puncture, 5 mL', source: 'Lumbar CSF', priority: 'urgent',
    clinicalHistory: 'Breast carcinoma treated 2564; new headache and diplopia. R/O leptomeningeal metastasis.',
  },
  {
    kind: 'cytological', daysAgo: 5, hour: 11, collectedHoursBefore: 4, hospital: 'KKS', doctor: 'ว.29917', company: NHSO, cytoType: 'BAL',
    hn: '2301455', title: 'นาง', first: 'อัญชลี', last: 'ศรีสุวรรณ', sex: 'female', birthDate: '1959-03-08',
    specimen: 'Bronchoalveolar lavage, right middle lobe, 60 mL', source: 'Right middle lobe (bronchoscopy)',
    clinicalHistory: 'Persistent ground-glass opacity after antibiotics.',
  },
  {
    kind: 'cytological', daysAgo: 3, hour: 10, collectedHoursBefore: 2, hospital: 'SRV', doctor: 'ว.49908', company: SIAM_HEALTH, cytoType: 'FNA',
    hn: 'SR0101877', title: 'นาย', first: 'ณัฐวุฒิ', last: 'ทะเลทอง', firstEn: 'Nattawut', lastEn: 'Thalethong', sex: 'male', birthDate: '1982-08-30',
    specimen: 'Lymph node, right supraclavicular, fine-needle aspiration (6 slides)', source: 'Right supraclavicular node 1.8 cm',
  },
  {
    kind: 'cytological', daysAgo: 2, hour: 13, collectedHoursBefore: 1, hospital: 'HYR', doctor: 'ว.42215', company: NHSO, cytoType: 'FLUID',
    hn: 'HY-560998', title: 'นาง', first: 'ฟาตีมะห์', last: 'สาและ', sex: 'female', ageYears: 55,
    specimen: 'Peritoneal fluid (ascites), 1,000 mL', source: 'Paracentesis',
    clinicalHistory: 'Pelvic mass with ascites; CA-125 860 U/mL.',
  },
  {
    kind: 'cytological', daysAgo: 1, hour: 9, collectedHoursBefore: 2, hospital: 'CL-UDM', doctor: 'ว.17729', company: SELF, cytoType: 'NIPPLE',
    hn: 'UD-11873', title: 'นางสาว', first: 'ดวงใจ', last: 'ศรีอุดร', sex: 'female', birthDate: '1979-02-14',
    specimen: 'Nipple discharge, left breast (2 slides)', source: 'Left nipple, bloody discharge',
    cancel: 'Slides broken in transit; the clinic will send a new specimen.',
  },
  // Gynecological
  {
    kind: 'gynecological', daysAgo: 13, hour: 11, collectedHoursBefore: 48, hospital: 'CL-SWC', doctor: 'ว.20094', company: SELF, gynType: 'LBC-TP',
    hn: 'SWC-24-0311', title: 'นางสาว', first: 'ณัฐธิดา', last: 'เจริญสุข', firstEn: 'Natthida', lastEn: 'Charoensuk', sex: 'female', birthDate: '1992-05-21',
    specimen: 'Cervix, ThinPrep liquid-based cytology', lmpDaysAgo: 20, relevantHistory: 'G1P1; annual screening; on combined oral contraceptives.',
  },
  {
    kind: 'gynecological', daysAgo: 12, hour: 15, collectedHoursBefore: 24, hospital: 'CL-SWC', doctor: 'ว.39517', company: ASIA_LIFE, gynType: 'LBC-TP',
    hn: 'SWC-24-0327', title: 'นาง', first: 'ศศิธร', last: 'สุขสวัสดิ์', firstEn: 'Sasithorn', lastEn: 'Suksawat', sex: 'female', birthDate: '1984-10-09',
    specimen: 'Cervix, ThinPrep liquid-based cytology', lmpDaysAgo: 16, relevantHistory: 'Previous ASC-US (2566), HPV 16 positive; follow-up.',
    priority: 'urgent',
  },
  {
    kind: 'gynecological', daysAgo: 10, hour: 10, collectedHoursBefore: 72, hospital: 'BKV', doctor: 'ว.23456', company: CSMBS, gynType: 'CONV',
    hn: '6311022', title: 'นาง', first: 'วรรณา', last: 'ศรีสุข', sex: 'female', birthDate: '1963-07-04',
    specimen: 'Cervix and vagina, conventional Pap smear (2 slides)', containers: 2, relevantHistory: 'Postmenopausal for 8 years; no hormone therapy.',
  },
  {
    kind: 'gynecological', daysAgo: 9, hour: 14, collectedHoursBefore: 48, hospital: 'RKK', doctor: 'ว.45566', company: NHSO, gynType: 'CONV',
    hn: 'RK-0874410', title: 'นาง', first: 'สุนิสา', last: 'แก้วมณี', sex: 'female', ageYears: 41,
    specimen: 'Cervix, conventional Pap smear (1 slide)', lmpDaysAgo: 25, relevantHistory: 'G3P3; IUD in place.',
  },
  {
    kind: 'gynecological', daysAgo: 7, hour: 9, collectedHoursBefore: 30, hospital: 'NBR', doctor: 'ว.30412', company: SSO, gynType: 'LBC-SP',
    hn: '0466201', title: 'นางสาว', first: 'ชุติมา', last: 'ทองดี', sex: 'female', birthDate: '1996-01-11',
    specimen: 'Cervix, SurePath liquid-based cytology', lmpDaysAgo: 12, relevantHistory: 'First screening.',
  },
  {
    kind: 'gynecological', daysAgo: 6, hour: 13, collectedHoursBefore: 52, hospital: 'CNP', doctor: 'ว.36651', company: NHSO, gynType: 'CONV',
    hn: 'CM6801934', title: 'นาง', first: 'ลำดวน', last: 'คำแสน', sex: 'female', birthDate: '1970-06-25',
    specimen: 'Cervix, conventional Pap smear (1 slide)', lmpDaysAgo: 60, relevantHistory: 'Perimenopausal, irregular cycles; post-coital bleeding.',
  },
  {
    kind: 'gynecological', daysAgo: 4, hour: 10, collectedHoursBefore: 26, hospital: 'PAI', doctor: 'ว.44871', company: SELF, gynType: 'LBC-TP',
    hn: 'PA2024-8120', title: 'Mrs.', first: 'Anna', last: 'Larsen', firstEn: 'Anna', lastEn: 'Larsen', sex: 'female', birthDate: '1981-03-03',
    specimen: 'Cervix, ThinPrep liquid-based cytology', lmpDaysAgo: 9, relevantHistory: 'LSIL 2 years ago; colposcopy normal.',
  },
  {
    kind: 'gynecological', daysAgo: 2, hour: 11, collectedHoursBefore: 24, hospital: 'CL-SWC', doctor: 'ว.20094', company: SELF, gynType: 'LBC-TP',
    hn: 'SWC-24-0402', title: 'นาง', first: 'ปิยนุช', last: 'มหาวงศ์', sex: 'female', birthDate: '1977-11-30',
    specimen: 'Cervix, ThinPrep liquid-based cytology', lmpDaysAgo: 18, relevantHistory: 'On tamoxifen for breast carcinoma.',
  },
  {
    kind: 'gynecological', daysAgo: 1, hour: 14, collectedHoursBefore: 20, hospital: 'KKS', doctor: 'ว.29917', company: NHSO, gynType: 'CONV',
    hn: '2309981', title: 'นาง', first: 'บุญเรือน', last: 'ภูมิพัฒน์', sex: 'female', ageYears: 47,
    specimen: 'Cervix, conventional Pap smear (1 slide)', lmpDaysAgo: 30, relevantHistory: 'Screening under the national programme.',
    cancel: 'Requisition withdrawn by the referring hospital: the patient was screened elsewhere.',
  },
];
