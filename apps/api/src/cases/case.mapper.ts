import type { CaseInput, CaseKind, Priority, Sex } from '@pathdesk/contracts';
import type { PathologyCase } from './pathology-case.entity.js';

/**
 * The registration data of a case as the audit log keeps it and edits compare it: the names of
 * the contracts (hospitalId…), instants as ISO text, dates as yyyy-mm-dd, and only the fields of
 * the case's kind.
 */
export interface CaseFields {
  hn: string;
  patientTitle: string | null;
  patientFirstName: string;
  patientLastName: string;
  patientFirstNameEn: string | null;
  patientLastNameEn: string | null;
  sex: Sex;
  birthDate: string | null;
  ageYears: number | null;
  hospitalId: number;
  doctorId: number | null;
  companyId: number | null;
  specimen: string;
  containers: number;
  clinicalHistory: string | null;
  collectedAt: string | null;
  receivedAt: string;
  priority: Priority;
  price: number;
  notes: string | null;
  lmp?: string | null;
  gynTypeId?: number | null;
  relevantHistory?: string | null;
  cytoTypeId?: number | null;
  source?: string | null;
}

export type CaseFieldName = keyof CaseFields;

/** The fields only one kind has. */
const KIND_FIELDS: Record<CaseKind, readonly CaseFieldName[]> = {
  surgical: [],
  cytological: ['cytoTypeId', 'source'],
  gynecological: ['lmp', 'gynTypeId', 'relevantHistory'],
};

const instant = (value: string | Date | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/**
 * A registration as stored: defaults filled in, instants normalised. `price` and `ageYears` are
 * the caller's (the kind's default price; the age computed from the birth date).
 */
export function fieldsFromInput(kind: CaseKind, input: CaseInput, derived: { price: number; ageYears: number | null }): CaseFields {
  const fields: CaseFields = {
    hn: input.hn,
    patientTitle: input.patientTitle ?? null,
    patientFirstName: input.patientFirstName,
    patientLastName: input.patientLastName,
    patientFirstNameEn: input.patientFirstNameEn ?? null,
    patientLastNameEn: input.patientLastNameEn ?? null,
    sex: input.sex,
    birthDate: input.birthDate ?? null,
    ageYears: derived.ageYears,
    hospitalId: input.hospitalId,
    doctorId: input.doctorId ?? null,
    companyId: input.companyId ?? null,
    specimen: input.specimen,
    containers: input.containers ?? 1,
    clinicalHistory: input.clinicalHistory ?? null,
    collectedAt: instant(input.collectedAt),
    receivedAt: instant(input.receivedAt)!,
    priority: input.priority ?? 'routine',
    price: derived.price,
    notes: input.notes ?? null,
  };
  if (kind === 'gynecological') Object.assign(fields, { lmp: input.lmp ?? null, gynTypeId: input.gynTypeId ?? null, relevantHistory: input.relevantHistory ?? null });
  if (kind === 'cytological') Object.assign(fields, { cytoTypeId: input.cytoTypeId ?? null, source: input.source ?? null });
  return fields;
}

/** A stored case's registration data. */
export function fieldsOfCase(c: PathologyCase): CaseFields {
  const fields: CaseFields = {
    hn: c.hn,
    patientTitle: c.patientTitle,
    patientFirstName: c.patientFirstName,
    patientLastName: c.patientLastName,
    patientFirstNameEn: c.patientFirstNameEn,
    patientLastNameEn: c.patientLastNameEn,
    sex: c.sex,
    birthDate: c.birthDate,
    ageYears: c.ageYears,
    hospitalId: c.hospital.id,
    doctorId: c.doctor?.id ?? null,
    companyId: c.company?.id ?? null,
    specimen: c.specimen,
    containers: c.containers,
    clinicalHistory: c.clinicalHistory,
    collectedAt: instant(c.collectedAt),
    receivedAt: instant(c.receivedAt)!,
    priority: c.priority,
    price: Number(c.price),
    notes: c.notes,
  };
  if (c.kind === 'gynecological') Object.assign(fields, { lmp: c.lmp, gynTypeId: c.gynType?.id ?? null, relevantHistory: c.relevantHistory });
  if (c.kind === 'cytological') Object.assign(fields, { cytoTypeId: c.cytoType?.id ?? null, source: c.source });
  return fields;
}

/** The requested changes of an edit, normalised like stored fields (only the keys sent). */
export function requestedFields(kind: CaseKind, request: Partial<CaseInput>): Partial<CaseFields> {
  const out: Partial<CaseFields> = {};
  const allowed = new Set<string>([...COMMON_FIELDS, ...KIND_FIELDS[kind]]);
  for (const [key, value] of Object.entries(request)) {
    if (!allowed.has(key) || value === undefined) continue;
    const normalised = key === 'collectedAt' || key === 'receivedAt' ? instant(value as string | null) : key === 'containers' && value === null ? 1 : value;
    (out as Record<string, unknown>)[key] = normalised;
  }
  return out;
}

const COMMON_FIELDS: readonly CaseFieldName[] = [
  'hn',
  'patientTitle',
  'patientFirstName',
  'patientLastName',
  'patientFirstNameEn',
  'patientLastNameEn',
  'sex',
  'birthDate',
  'ageYears',
  'hospitalId',
  'doctorId',
  'companyId',
  'specimen',
  'containers',
  'clinicalHistory',
  'collectedAt',
  'receivedAt',
  'priority',
  'price',
  'notes',
];

/** The names of the fields whose values differ. */
export function differingFields(before: Partial<CaseFields>, after: Partial<CaseFields>): CaseFieldName[] {
  return (Object.keys(after) as CaseFieldName[]).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

export function pick(fields: Partial<CaseFields>, keys: readonly CaseFieldName[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, fields[key] ?? null]));
}
