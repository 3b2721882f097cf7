import type { CaseKind, CaseStatus, Priority } from '@pathdesk/contracts';

/** Made-up records for the template pages: nothing here comes from, or goes to, the API. */

export interface SampleHospital {
  id: number;
  name: string;
  doctors: string[];
}

export const SAMPLE_HOSPITALS: SampleHospital[] = [
  { id: 1, name: 'โรงพยาบาลนครพิงค์', doctors: ['นพ.สมชาย ใจดี', 'พญ.สุดารัตน์ วงศ์ไทย'] },
  { id: 2, name: 'โรงพยาบาลลำพูน', doctors: ['นพ.ประเสริฐ ศรีสุข'] },
  { id: 3, name: 'โรงพยาบาลเชียงรายประชานุเคราะห์', doctors: ['พญ.กนกวรรณ แสงทอง', 'นพ.วีระพงษ์ คำมูล'] },
  { id: 4, name: 'คลินิกสูตินรีเวช หมอศิริพร', doctors: ['พญ.ศิริพร มณีวงศ์'] },
];

export const PATIENT_TITLES = ['นาย', 'นาง', 'นางสาว', 'ด.ช.', 'ด.ญ.'];

export interface SampleCase {
  id: number;
  kind: CaseKind;
  accessionNo: string;
  hn: string;
  patientName: string;
  hospitalName: string;
  specimen: string;
  status: CaseStatus;
  priority: Priority;
  /** ISO date-time. */
  receivedAt: string;
  /** THB. */
  price: number;
}

export const SAMPLE_CASES: SampleCase[] = [
  {
    id: 1,
    kind: 'surgical',
    accessionNo: 'S68-00012',
    hn: '6512345',
    patientName: 'นางบุญเรือน ทองดี',
    hospitalName: 'โรงพยาบาลนครพิงค์',
    specimen: 'Uterus, total hysterectomy',
    status: 'signed_out',
    priority: 'routine',
    receivedAt: '2025-03-03T09:15:00',
    price: 1500,
  },
  {
    id: 2,
    kind: 'surgical',
    accessionNo: 'S68-00013',
    hn: '6498102',
    patientName: 'นายสมศักดิ์ บุญมา',
    hospitalName: 'โรงพยาบาลลำพูน',
    specimen: 'Stomach, endoscopic biopsy',
    status: 'diagnosed',
    priority: 'urgent',
    receivedAt: '2025-03-04T10:40:00',
    price: 800,
  },
  {
    id: 3,
    kind: 'surgical',
    accessionNo: 'S68-00014',
    hn: '6620551',
    patientName: 'นางสาวมาลี แก้วมณี',
    hospitalName: 'โรงพยาบาลนครพิงค์',
    specimen: 'Breast, left, core needle biopsy',
    status: 'in_progress',
    priority: 'urgent',
    receivedAt: '2025-03-05T08:05:00',
    price: 1200,
  },
  {
    id: 4,
    kind: 'cytological',
    accessionNo: 'C68-00005',
    hn: '6377420',
    patientName: 'นายประยูร ศรีวิชัย',
    hospitalName: 'โรงพยาบาลเชียงรายประชานุเคราะห์',
    specimen: 'Pleural fluid',
    status: 'registered',
    priority: 'routine',
    receivedAt: '2025-03-05T13:20:00',
    price: 600,
  },
  {
    id: 5,
    kind: 'gynecological',
    accessionNo: 'G68-00031',
    hn: '6588013',
    patientName: 'นางสาวอรุณี คำแสน',
    hospitalName: 'คลินิกสูตินรีเวช หมอศิริพร',
    specimen: 'Cervix, liquid-based Pap',
    status: 'signed_out',
    priority: 'routine',
    receivedAt: '2025-03-06T09:00:00',
    price: 350,
  },
  {
    id: 6,
    kind: 'gynecological',
    accessionNo: 'G68-00032',
    hn: '6590771',
    patientName: 'นางจันทร์เพ็ญ อินทร์แก้ว',
    hospitalName: 'คลินิกสูตินรีเวช หมอศิริพร',
    specimen: 'Cervix, conventional Pap',
    status: 'amended',
    priority: 'routine',
    receivedAt: '2025-03-06T09:10:00',
    price: 250,
  },
  {
    id: 7,
    kind: 'surgical',
    accessionNo: 'S68-00015',
    hn: '6411876',
    patientName: 'นายธนากร พรหมมา',
    hospitalName: 'โรงพยาบาลลำพูน',
    specimen: 'Colon, sigmoid, polypectomy',
    status: 'cancelled',
    priority: 'routine',
    receivedAt: '2025-03-07T11:30:00',
    price: 900,
  },
  {
    id: 8,
    kind: 'cytological',
    accessionNo: 'C68-00006',
    hn: '6533902',
    patientName: 'นางสาวพิมพ์ชนก ยอดดี',
    hospitalName: 'โรงพยาบาลนครพิงค์',
    specimen: 'Thyroid, FNA',
    status: 'diagnosed',
    priority: 'routine',
    receivedAt: '2025-03-10T14:45:00',
    price: 700,
  },
  {
    id: 9,
    kind: 'surgical',
    accessionNo: 'S68-00016',
    hn: '6602318',
    patientName: 'นายวิชัย มั่นคง',
    hospitalName: 'โรงพยาบาลเชียงรายประชานุเคราะห์',
    specimen: 'Skin, back, excision',
    status: 'registered',
    priority: 'routine',
    receivedAt: '2025-03-11T08:50:00',
    price: 600,
  },
  {
    id: 10,
    kind: 'gynecological',
    accessionNo: 'G68-00033',
    hn: '6619245',
    patientName: 'นางสายสุนีย์ ปัญญา',
    hospitalName: 'โรงพยาบาลลำพูน',
    specimen: 'Cervix, liquid-based Pap',
    status: 'in_progress',
    priority: 'routine',
    receivedAt: '2025-03-12T10:05:00',
    price: 350,
  },
  {
    id: 11,
    kind: 'surgical',
    accessionNo: 'S68-00017',
    hn: '6380094',
    patientName: 'นางสมพร ดวงแก้ว',
    hospitalName: 'โรงพยาบาลนครพิงค์',
    specimen: 'Gallbladder, cholecystectomy',
    status: 'signed_out',
    priority: 'routine',
    receivedAt: '2025-03-12T15:25:00',
    price: 900,
  },
  {
    id: 12,
    kind: 'cytological',
    accessionNo: 'C68-00007',
    hn: '6544718',
    patientName: 'นายอนุชา ทิพย์วงศ์',
    hospitalName: 'โรงพยาบาลลำพูน',
    specimen: 'Urine, voided',
    status: 'signed_out',
    priority: 'routine',
    receivedAt: '2025-03-13T09:35:00',
    price: 450,
  },
];

export const KIND_LABELS: Record<CaseKind, string> = { surgical: 'Surgical', cytological: 'Cytological', gynecological: 'Gynecological' };

/** Cases registered per month of 2568 (2025), by kind: the charts page. */
export const CASES_PER_MONTH: { month: string; surgical: number; cytological: number; gynecological: number }[] = [
  { month: 'ม.ค.', surgical: 182, cytological: 64, gynecological: 240 },
  { month: 'ก.พ.', surgical: 171, cytological: 58, gynecological: 226 },
  { month: 'มี.ค.', surgical: 205, cytological: 71, gynecological: 262 },
  { month: 'เม.ย.', surgical: 148, cytological: 49, gynecological: 198 },
  { month: 'พ.ค.', surgical: 214, cytological: 77, gynecological: 275 },
  { month: 'มิ.ย.', surgical: 198, cytological: 69, gynecological: 251 },
];

/** The same months in full, for screen readers and the data table. */
export const MONTH_NAMES = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน'];

/** One surgical case's blocks and slides: the tree page. */
export const SAMPLE_BLOCKS = [
  { block: 'A1', description: 'Cervix, 12 o’clock', slides: ['H&E', 'p16 (IHC)'] },
  { block: 'A2', description: 'Cervix, 3 o’clock', slides: ['H&E'] },
  { block: 'B1', description: 'Endometrium', slides: ['H&E', 'PAS'] },
  { block: 'C1', description: 'Right ovary', slides: ['H&E'] },
];
