import { buddhistYear } from './lab-clock.js';
import type { ListResponse } from './lists.js';

/** The categories of the one config-value table (spec §3, §7). `prefix` holds name titles (นาย, นาง…). */
export const CFG_CATEGORIES = ['prefix', 'screener', 'pathologist', 'cytologicaltype', 'gynecologicaltype', 'gynecologicalcomment', 'company'] as const;
export type CfgCategory = (typeof CFG_CATEGORIES)[number];

/** Dropdown lists of active entries: route segment → response key (spec §7). */
export const CFG_LIST_KEYS = {
  prefixs: 'prefix',
  screeners: 'screener',
  pathologists: 'pathologist',
  cytologicaltypes: 'cytologicaltype',
  gynecologicaltypes: 'gynecologicaltype',
  gynecologicalcomments: 'gynecologicalcomment',
  companies: 'company',
} as const satisfies Record<string, CfgCategory>;
export type CfgListKey = keyof typeof CFG_LIST_KEYS;

export const STATUSES = ['active', 'inactive'] as const;
export type Status = (typeof STATUSES)[number];

export interface CfgvalueDto {
  id: number;
  category: CfgCategory;
  /** What lists show (Thai text welcome). */
  name: string;
  /** A code or short value, where the category has one (e.g. a company's tax id). */
  value: string | null;
  description: string | null;
  sortOrder: number;
  status: Status;
  updatedAt: string;
}

export interface CreateCfgvalueRequest {
  category: CfgCategory;
  name: string;
  value?: string | null;
  description?: string | null;
  sortOrder?: number;
  status?: Status;
}

export type UpdateCfgvalueRequest = Partial<Omit<CreateCfgvalueRequest, 'category'>>;

export const CFGVALUE_SORT_FIELDS = ['name', 'value', 'sortOrder', 'status', 'updatedAt'] as const;
export const CFGVALUE_FILTERS = { name: 'text', value: 'text', description: 'text', status: 'text', sortOrder: 'numeric', updatedAt: 'date' } as const;

export type CfgvaluesResponse = ListResponse<'cfgvalues', CfgvalueDto>;
/** POST and PUT /api/cfgvalues. */
export interface CfgvalueResponse {
  cfgvalue: CfgvalueDto;
}

/** A bulk delete: entries in use are kept, deactivated, and named here. */
export type DeleteResult<Key extends string, Item> = ListResponse<Key, Item> & {
  deleted: number[];
  deactivated: number[];
  message: string;
};

/** DELETE /api/cfgvalues. */
export type CfgvaluesDeleteResponse = DeleteResult<'cfgvalues', CfgvalueDto>;

/** An entry of a dropdown list. */
export interface CfgOption {
  id: number;
  name: string;
  value: string | null;
}

/** GET /api/cfgvalues/{key}: `{ [key]: CfgOption[] }`, e.g. `{ pathologists: [...] }`. */
export type CfgOptionsResponse<K extends CfgListKey = CfgListKey> = Record<K, CfgOption[]>;

export interface HospitalDto {
  id: number;
  code: string;
  nameTh: string;
  nameEn: string | null;
  address: string | null;
  taxId: string | null;
  phone: string | null;
  contact: string | null;
  active: boolean;
  updatedAt: string;
  /** On invoices: "สำนักงานใหญ่" or the branch number. */
  branch?: string | null;
  /** Days from an invoice's issue to its due date (default 30). */
  creditTermDays?: number;
  /** The Ministry of Public Health's 5-digit hospital code (Thai Core FHIR `th-moph-hcode`; issue 29). */
  mophCode?: string | null;
}

export type CreateHospitalRequest = Omit<HospitalDto, 'id' | 'updatedAt' | 'nameEn' | 'address' | 'taxId' | 'phone' | 'contact' | 'active'> &
  Partial<Pick<HospitalDto, 'nameEn' | 'address' | 'taxId' | 'phone' | 'contact' | 'active'>>;
export type UpdateHospitalRequest = Partial<CreateHospitalRequest>;

export const HOSPITAL_SORT_FIELDS = ['code', 'nameTh', 'nameEn', 'taxId', 'active', 'updatedAt'] as const;
export const HOSPITAL_FILTERS = {
  code: 'text',
  nameTh: 'text',
  nameEn: 'text',
  address: 'text',
  taxId: 'text',
  phone: 'text',
  contact: 'text',
  active: 'boolean',
  updatedAt: 'date',
} as const;
export type HospitalsResponse = ListResponse<'hospitals', HospitalDto>;
/** POST and PUT /api/hospitals. */
export interface HospitalResponse {
  hospital: HospitalDto;
}

export interface HospitalOption {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
}

/** GET /api/cfgvalues/hospitals: the active hospitals. */
export interface HospitalOptionsResponse {
  hospitals: HospitalOption[];
}

export interface DoctorDto {
  id: number;
  title: string | null;
  name: string;
  licenceNo: string | null;
  hospitalId: number;
  hospitalName: string;
  phone: string | null;
  active: boolean;
  updatedAt: string;
}

export interface CreateDoctorRequest {
  title?: string | null;
  name: string;
  licenceNo?: string | null;
  hospitalId: number;
  phone?: string | null;
  active?: boolean;
}
export type UpdateDoctorRequest = Partial<CreateDoctorRequest>;

export const DOCTOR_SORT_FIELDS = ['name', 'title', 'licenceNo', 'hospitalName', 'active', 'updatedAt'] as const;
export const DOCTOR_FILTERS = {
  title: 'text',
  name: 'text',
  licenceNo: 'text',
  phone: 'text',
  hospitalName: 'text',
  hospitalId: 'numeric',
  active: 'boolean',
  updatedAt: 'date',
} as const;
export type DoctorsResponse = ListResponse<'doctors', DoctorDto>;
/** POST and PUT /api/doctors. */
export interface DoctorResponse {
  doctor: DoctorDto;
}
/** GET /api/doctors/hospital: the active doctors of one hospital. */
export interface HospitalDoctorsResponse {
  doctors: DoctorDto[];
}

export interface DoctorOption {
  id: number;
  title: string | null;
  name: string;
  hospitalId: number;
}

/** GET /api/cfgvalues/doctors: active doctors by hospital and name. */
export interface DoctorOptionsResponse {
  doctors: DoctorOption[];
}

/** The case kinds an accession prefix can number (spec §1). */
export const CASE_KINDS = ['surgical', 'cytological', 'gynecological'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** Year of the accession number: Buddhist Era (2568 → 68, the default) or Common Era (2025 → 25). */
export const ERAS = ['BE', 'CE'] as const;
export type Era = (typeof ERAS)[number];

/**
 * What a price counts (issue 27.5): one case, or each of its parts — per specimen, as the Comptroller
 * General's schedule counts them (a 3-part case on a per-part price is billed 3 times).
 */
export const PRICE_PER = ['case', 'part'] as const;
export type PricePer = (typeof PRICE_PER)[number];

export interface SettingPrefixDto {
  id: number;
  kind: CaseKind;
  letters: string;
  era: Era;
  width: number;
  status: Status;
  /** The price (THB) a new case of this kind gets unless the registration says otherwise. */
  defaultPrice: number;
  /** Whether a case of this kind is billed once, or once per part. */
  pricePer: PricePer;
  /** How this year's first number looks, e.g. S68-00001. */
  example: string;
  updatedAt: string;
}

/** GET /api/setting: an array, as spec §7 has it. */
export type SettingPrefixesResponse = SettingPrefixDto[];
/** POST and PUT /api/setting. */
export interface SettingPrefixResponse {
  prefix: SettingPrefixDto;
}

export interface SettingPrefixRequest {
  kind: CaseKind;
  letters: string;
  era?: Era;
  width?: number;
  status?: Status;
  defaultPrice?: number;
  pricePer?: PricePer;
}

/** The accession number `letters` + two-digit year + '-' + zero-padded number. */
export function formatAccessionNumber(prefix: Pick<SettingPrefixDto, 'letters' | 'era' | 'width'>, year: number, number: number): string {
  const shown = prefix.era === 'BE' ? buddhistYear(year) : year;
  return `${prefix.letters}${String(shown % 100).padStart(2, '0')}-${String(number).padStart(prefix.width, '0')}`;
}

/** Thai 13-digit tax or citizen id with its check digit (mod 11). */
export function isThaiTaxId(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  const digits = [...id].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}
