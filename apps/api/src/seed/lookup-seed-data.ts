import type { CaseKind, CfgCategory, CreateHospitalRequest } from '@pathdesk/contracts';

/**
 * What a new database starts with (initial-lookups.ts). ESSENTIAL_* in every environment; DEMO_*
 * only outside production: made-up but realistic Thai hospitals, clinics, doctors and staff (tax ids
 * carry valid check digits; none belongs to a real organisation on purpose).
 */

export interface SeedCfgvalue {
  name: string;
  value?: string;
  description?: string;
}

/**
 * The accession prefixes: S68-00001, C68-00001, G68-00001 (Buddhist Era, five digits), with the
 * usual price of a case of each kind (THB: a surgical biopsy, a non-gynecological cytology, a Pap
 * test) — administrators adjust them in Settings → Prefixes.
 */
export const ESSENTIAL_PREFIXES: readonly { kind: CaseKind; letters: string; defaultPrice: number }[] = [
  { kind: 'surgical', letters: 'S', defaultPrice: 700 },
  { kind: 'cytological', letters: 'C', defaultPrice: 400 },
  { kind: 'gynecological', letters: 'G', defaultPrice: 250 },
];

/** Name titles of patients (category `prefix`); value: the short form where Thai has one. */
export const ESSENTIAL_TITLES: readonly SeedCfgvalue[] = [
  { name: 'นาย' },
  { name: 'นาง' },
  { name: 'นางสาว', value: 'น.ส.' },
  { name: 'เด็กชาย', value: 'ด.ช.' },
  { name: 'เด็กหญิง', value: 'ด.ญ.' },
  { name: 'Mr.' },
  { name: 'Mrs.' },
  { name: 'Ms.' },
  { name: 'Miss' },
  { name: 'Dr.' },
];

export const DEMO_CFGVALUES: Readonly<Partial<Record<CfgCategory, readonly SeedCfgvalue[]>>> = {
  pathologist: [
    { name: 'พญ. ศิริพร วัฒนกุล', value: 'MD, Thai Board of Anatomical Pathology', description: 'Gynecologic and breast pathology' },
    { name: 'นพ. ธนวัฒน์ เกียรติศักดิ์', value: 'MD, Thai Board of Anatomical Pathology, Dip. in Cytopathology', description: 'Cytopathology' },
    { name: 'พญ. กมลชนก อินทรประเสริฐ', value: 'MD, Thai Board of Anatomical Pathology', description: 'Gastrointestinal and liver pathology' },
    { name: 'นพ. ปิยะพงษ์ ชัยมงคล', value: 'MD, PhD, Thai Board of Anatomical Pathology', description: 'Head and neck, soft tissue pathology' },
  ],
  screener: [
    { name: 'นางสาวอรุณี แสงทอง', value: 'CT(ASCP), Cytotechnologist' },
    { name: 'นายชาญวิทย์ บุญมา', value: 'B.Sc. (Cytotechnology), Cytotechnologist' },
    { name: 'นางพรทิพย์ สายสุวรรณ', value: 'CT(IAC), Cytotechnologist' },
  ],
  cytologicaltype: [
    { name: 'Fine-needle aspiration (FNA)', value: 'FNA', description: 'เจาะดูดเซลล์ด้วยเข็มขนาดเล็ก (thyroid, breast, lymph node, salivary gland)' },
    { name: 'Body fluid (pleural, peritoneal, pericardial)', value: 'FLUID', description: 'น้ำจากช่องเยื่อหุ้มปอด ช่องท้อง เยื่อหุ้มหัวใจ' },
    { name: 'Urine', value: 'URINE', description: 'ปัสสาวะ (voided or catheterized)' },
    { name: 'Sputum', value: 'SPUTUM', description: 'เสมหะ' },
    { name: 'Cerebrospinal fluid (CSF)', value: 'CSF', description: 'น้ำไขสันหลัง' },
    { name: 'Bronchial washing', value: 'BW', description: 'น้ำล้างหลอดลม' },
    { name: 'Bronchial brushing', value: 'BB', description: 'แปรงเซลล์จากหลอดลม' },
    { name: 'Bronchoalveolar lavage (BAL)', value: 'BAL', description: 'น้ำล้างถุงลมปอด' },
    { name: 'Breast nipple discharge', value: 'NIPPLE', description: 'สารคัดหลั่งจากหัวนม' },
    { name: 'Synovial fluid', value: 'SYNOVIAL', description: 'น้ำในข้อ' },
  ],
  gynecologicaltype: [
    { name: 'Conventional Pap smear', value: 'CONV', description: 'แปปสเมียร์แบบป้ายสไลด์' },
    { name: 'Liquid-based cytology (ThinPrep)', value: 'LBC-TP', description: 'แปปสเมียร์ระบบของเหลว' },
    { name: 'Liquid-based cytology (SurePath)', value: 'LBC-SP', description: 'แปปสเมียร์ระบบของเหลว' },
  ],
  gynecologicalcomment: [
    { name: 'Repeat Pap smear in 12 months.', description: 'แนะนำตรวจแปปสเมียร์ซ้ำใน 12 เดือน' },
    { name: 'Repeat Pap smear in 6 months.', description: 'แนะนำตรวจแปปสเมียร์ซ้ำใน 6 เดือน' },
    { name: 'Recommend colposcopy.', description: 'แนะนำส่องกล้องตรวจปากมดลูก' },
    { name: 'Suggest HPV testing.', description: 'แนะนำตรวจหาเชื้อเอชพีวี (HPV)' },
    { name: 'Inflammation present; repeat after treatment.', description: 'มีการอักเสบ แนะนำตรวจซ้ำหลังการรักษา' },
    { name: 'Unsatisfactory for evaluation; please repeat the smear.', description: 'สิ่งส่งตรวจไม่เพียงพอต่อการแปลผล กรุณาเก็บซ้ำ' },
    { name: 'Transformation zone component absent; repeat as clinically indicated.', description: 'ไม่พบเซลล์จากบริเวณรอยต่อ ตรวจซ้ำตามข้อบ่งชี้ทางคลินิก' },
    { name: 'Atrophic pattern; consider repeat after local estrogen therapy.', description: 'ลักษณะเซลล์ฝ่อ พิจารณาตรวจซ้ำหลังให้ฮอร์โมนเฉพาะที่' },
  ],
  company: [
    { name: 'สำนักงานหลักประกันสุขภาพแห่งชาติ (สปสช.)', value: '0994000158386', description: 'National Health Security Office (NHSO), universal coverage' },
    { name: 'กรมบัญชีกลาง', value: '0994000162715', description: "Comptroller General's Department, civil servant medical benefit" },
    { name: 'สำนักงานประกันสังคม', value: '0994000159226', description: 'Social Security Office (SSO)' },
    { name: 'ชำระเงินเอง', value: 'SELF', description: 'Self-pay' },
    { name: 'บริษัท สยามเฮลท์ประกันภัย จำกัด (มหาชน)', value: '0105537033568', description: 'Siam Health Insurance PCL (private)' },
    { name: 'บริษัท เอเชียไลฟ์ประกันชีวิต จำกัด (มหาชน)', value: '0105541009188', description: 'Asia Life Assurance PCL (private)' },
    { name: 'บริษัท รัตนโกสินทร์ประกันภัย จำกัด', value: '0105538044679', description: 'Rattanakosin Insurance Co., Ltd. (private)' },
  ],
};

export interface SeedHospital extends CreateHospitalRequest {
  doctors: readonly { title: 'นพ.' | 'พญ.'; name: string; licenceNo: string; phone?: string }[];
}

export const DEMO_HOSPITALS: readonly SeedHospital[] = [
  {
    code: 'BKV',
    nameTh: 'โรงพยาบาลกรุงเทพเวชการ',
    nameEn: 'Krungthep Vejchakarn Hospital',
    address: '245 ถนนพระราม 4 แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500',
    taxId: '0105535012342',
    phone: '02-234-5678',
    contact: 'คุณวรรณา ศรีสุข (ห้องปฏิบัติการ)',
    doctors: [
      { title: 'นพ.', name: 'สมชาย ธนากร', licenceNo: 'ว.12345', phone: '081-234-5678' },
      { title: 'พญ.', name: 'วิไลวรรณ ศรีประเสริฐ', licenceNo: 'ว.23456' },
      { title: 'นพ.', name: 'ประเสริฐ วงศ์สวัสดิ์', licenceNo: 'ว.18842' },
      { title: 'พญ.', name: 'นภัสสร พัฒนวงศ์', licenceNo: 'ว.40127' },
    ],
  },
  {
    code: 'RKK',
    nameTh: 'โรงพยาบาลรามคำแหงการุณย์',
    nameEn: 'Ramkhamhaeng Karun Hospital',
    address: '88 ถนนรามคำแหง แขวงหัวหมาก เขตบางกะปิ กรุงเทพมหานคร 10240',
    taxId: '0105536028714',
    phone: '02-318-4400',
    contact: 'คุณสุนิสา แก้วมณี',
    doctors: [
      { title: 'นพ.', name: 'อนุชา รัตนพันธ์', licenceNo: 'ว.21587' },
      { title: 'พญ.', name: 'จิราพร มหาวงศ์', licenceNo: 'ว.33019' },
      { title: 'พญ.', name: 'ปวีณา เลิศวิริยะ', licenceNo: 'ว.45566' },
    ],
  },
  {
    code: 'TBP',
    nameTh: 'โรงพยาบาลธนบุรีประชารักษ์',
    nameEn: 'Thonburi Pracharak Hospital',
    address: '512 ถนนอิสรภาพ แขวงบ้านช่างหล่อ เขตบางกอกน้อย กรุงเทพมหานคร 10700',
    taxId: '0994000160038',
    phone: '02-412-0900',
    contact: 'คุณศักดิ์ชัย บุญเรือง (งานพยาธิวิทยา)',
    doctors: [
      { title: 'นพ.', name: 'วีระพงษ์ แสงอรุณ', licenceNo: 'ว.15230' },
      { title: 'พญ.', name: 'สุภาพร จันทร์เพ็ญ', licenceNo: 'ว.27781' },
    ],
  },
  {
    code: 'NBR',
    nameTh: 'โรงพยาบาลนนทบุรีรวมแพทย์',
    nameEn: 'Nonthaburi Ruam Phaet Hospital',
    address: '39/9 ถนนรัตนาธิเบศร์ ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000',
    taxId: '0105542015327',
    phone: '02-526-7788',
    contact: 'คุณจันทร์เพ็ญ ทองดี',
    doctors: [
      { title: 'พญ.', name: 'ธิดารัตน์ สุขเจริญ', licenceNo: 'ว.30412' },
      { title: 'นพ.', name: 'กิตติพงษ์ ศรีวงศ์', licenceNo: 'ว.38890' },
      { title: 'นพ.', name: 'ณัฐพล อุดมสุข', licenceNo: 'ว.51123' },
    ],
  },
  {
    code: 'CNP',
    nameTh: 'โรงพยาบาลเชียงใหม่นครพิงค์เวช',
    nameEn: 'Chiang Mai Nakhonping Vej Hospital',
    address: '120 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
    taxId: '0105539066439',
    phone: '053-221-450',
    contact: 'คุณพิมพ์ใจ คำแสน',
    doctors: [
      { title: 'นพ.', name: 'ศุภชัย อินทร์แก้ว', licenceNo: 'ว.19975' },
      { title: 'พญ.', name: 'ลำดวน ปัญญาดี', licenceNo: 'ว.24408' },
      { title: 'พญ.', name: 'เพ็ญศรี ไชยวงศ์', licenceNo: 'ว.36651' },
      { title: 'นพ.', name: 'ธีรวัฒน์ คำมูล', licenceNo: 'ว.47702' },
    ],
  },
  {
    code: 'KKS',
    nameTh: 'โรงพยาบาลขอนแก่นศรีจันทร์',
    nameEn: 'Khon Kaen Srichan Hospital',
    address: '77 ถนนศรีจันทร์ ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000',
    taxId: '0105540022199',
    phone: '043-245-118',
    contact: 'คุณบุญเรือน ภูผาทอง',
    doctors: [
      { title: 'นพ.', name: 'สมศักดิ์ ภูมิพัฒน์', licenceNo: 'ว.16654' },
      { title: 'พญ.', name: 'อัญชลี ศรีสุวรรณ', licenceNo: 'ว.29917' },
    ],
  },
  {
    code: 'HYR',
    nameTh: 'โรงพยาบาลหาดใหญ่ราษฎร์บำรุง',
    nameEn: 'Hat Yai Ratbamrung Hospital',
    address: '95 ถนนเพชรเกษม ตำบลหาดใหญ่ อำเภอหาดใหญ่ จังหวัดสงขลา 90110',
    taxId: '0105545007619',
    phone: '074-231-560',
    contact: 'คุณนูรีดา สาและ',
    doctors: [
      { title: 'นพ.', name: 'อับดุลเลาะ หะยีสาแม', licenceNo: 'ว.22390' },
      { title: 'พญ.', name: 'กาญจนา ทองสุข', licenceNo: 'ว.34476' },
      { title: 'นพ.', name: 'ชัยวัฒน์ ณ สงขลา', licenceNo: 'ว.42215' },
    ],
  },
  {
    code: 'KMC',
    nameTh: 'โรงพยาบาลโคราชเมดิคอลเซ็นเตอร์',
    nameEn: 'Korat Medical Center Hospital',
    address: '1200 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000',
    taxId: '0105558003421',
    phone: '044-262-300',
    contact: 'คุณสายสุนีย์ ปรางค์ทอง',
    doctors: [
      { title: 'พญ.', name: 'รัชนี วงศ์ประเสริฐ', licenceNo: 'ว.25563' },
      { title: 'นพ.', name: 'สุรเชษฐ์ โพธิ์ศรี', licenceNo: 'ว.31184' },
    ],
  },
  {
    code: 'SRV',
    nameTh: 'โรงพยาบาลศรีราชาเวชกรรม',
    nameEn: 'Sriracha Vejchakam Hospital',
    address: '18 ถนนสุขุมวิท ตำบลศรีราชา อำเภอศรีราชา จังหวัดชลบุรี 20110',
    taxId: '0105537000180',
    phone: '038-311-722',
    contact: 'คุณอำไพ ชลธาร',
    doctors: [
      { title: 'นพ.', name: 'ภานุวัฒน์ ทะเลทอง', licenceNo: 'ว.28830' },
      { title: 'พญ.', name: 'ชลธิชา บางแสน', licenceNo: 'ว.37745' },
      { title: 'พญ.', name: 'มาลัย ศรีชลบุรี', licenceNo: 'ว.49908' },
    ],
  },
  {
    code: 'PAI',
    nameTh: 'โรงพยาบาลภูเก็ตอันดามันอินเตอร์เนชั่นแนล',
    nameEn: 'Phuket Andaman International Hospital',
    address: '44 ถนนเจ้าฟ้าตะวันตก ตำบลวิชิต อำเภอเมืองภูเก็ต จังหวัดภูเก็ต 83000',
    taxId: '0105536004513',
    phone: '076-254-900',
    contact: 'Ms. Kanokwan Sae-Tan (laboratory)',
    doctors: [
      { title: 'นพ.', name: 'ธนกฤต ตันติวงศ์', licenceNo: 'ว.33602' },
      { title: 'พญ.', name: 'สิริกานต์ หงษ์ทอง', licenceNo: 'ว.44871' },
    ],
  },
  {
    code: 'CL-SWC',
    nameTh: 'คลินิกสูตินรีเวชสุขุมวิท',
    nameEn: "Sukhumvit Women's Clinic",
    address: '1032 ถนนสุขุมวิท แขวงพระโขนง เขตคลองเตย กรุงเทพมหานคร 10110',
    taxId: '0105534028776',
    phone: '02-391-2255',
    contact: 'คุณมณีรัตน์ ใจงาม',
    doctors: [
      { title: 'พญ.', name: 'อรวรรณ เจริญสุข', licenceNo: 'ว.20094' },
      { title: 'พญ.', name: 'ปิยนุช สุขสวัสดิ์', licenceNo: 'ว.39517' },
    ],
  },
  {
    code: 'CL-UDM',
    nameTh: 'คลินิกเวชกรรมอุดรการแพทย์',
    nameEn: 'Udon Medical Clinic',
    address: '15 ถนนโพศรี ตำบลหมากแข้ง อำเภอเมืองอุดรธานี จังหวัดอุดรธานี 41000',
    taxId: '0105559001162',
    phone: '042-241-880',
    contact: 'คุณทองใบ ศรีอุดร',
    doctors: [
      { title: 'นพ.', name: 'วิชัย คำภูเงิน', licenceNo: 'ว.17729' },
      { title: 'พญ.', name: 'ดวงใจ แสนสุข', licenceNo: 'ว.26648' },
      { title: 'นพ.', name: 'ไพโรจน์ บุญประเสริฐ', licenceNo: 'ว.35539' },
    ],
  },
];
