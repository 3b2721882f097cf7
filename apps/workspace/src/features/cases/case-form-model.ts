import { createCaseSchema, updateCaseSchema } from '@pathdesk/contracts/schemas';
import type { CaseDto, CaseInput, CaseKind, CaseUpdate, Priority, Sex } from '@pathdesk/contracts';
import { fieldErrors, localDay, type FieldErrors } from '@pathdesk/web-ui';

export interface SpecimenRow {
  specimen: string;
  containers: number;
  cytoTypeId: number | null;
  source: string;
}

/** The registration form's state: dates as the calendars hold them, specimens as rows. */
export interface CaseFormValues {
  hn: string;
  patientTitle: string;
  patientFirstName: string;
  patientLastName: string;
  patientFirstNameEn: string;
  patientLastNameEn: string;
  sex: Sex | null;
  birthDate: Date | null;
  ageYears: number | null;
  hospitalId: number | null;
  doctorId: number | null;
  companyId: number | null;
  specimens: SpecimenRow[];
  clinicalHistory: string;
  collectedAt: Date | null;
  receivedAt: Date | null;
  priority: Priority;
  price: number | null;
  notes: string;
  lmp: Date | null;
  gynTypeId: number | null;
  relevantHistory: string;
}

export const emptySpecimen = (): SpecimenRow => ({ specimen: '', containers: 1, cytoTypeId: null, source: '' });

export function emptyCaseForm(): CaseFormValues {
  return {
    hn: '',
    patientTitle: '',
    patientFirstName: '',
    patientLastName: '',
    patientFirstNameEn: '',
    patientLastNameEn: '',
    sex: null,
    birthDate: null,
    ageYears: null,
    hospitalId: null,
    doctorId: null,
    companyId: null,
    specimens: [emptySpecimen()],
    clinicalHistory: '',
    collectedAt: null,
    receivedAt: new Date(),
    priority: 'routine',
    price: null,
    notes: '',
    lmp: null,
    gynTypeId: null,
    relevantHistory: '',
  };
}

/** The form's values for an existing case (one specimen). */
export function caseFormFrom(c: CaseDto): CaseFormValues {
  const date = (value: string | null) => (value ? new Date(value) : null);
  const day = (value: string | null) => (value ? new Date(`${value}T00:00:00`) : null);
  return {
    hn: c.hn,
    patientTitle: c.patientTitle ?? '',
    patientFirstName: c.patientFirstName,
    patientLastName: c.patientLastName,
    patientFirstNameEn: c.patientFirstNameEn ?? '',
    patientLastNameEn: c.patientLastNameEn ?? '',
    sex: c.sex,
    birthDate: day(c.birthDate),
    ageYears: c.birthDate ? null : c.ageYears,
    hospitalId: c.hospitalId,
    doctorId: c.doctorId,
    companyId: c.companyId,
    specimens: [{ specimen: c.specimen, containers: c.containers, cytoTypeId: c.cytoTypeId, source: c.source ?? '' }],
    clinicalHistory: c.clinicalHistory ?? '',
    collectedAt: date(c.collectedAt),
    receivedAt: date(c.receivedAt),
    priority: c.priority,
    price: c.price,
    notes: c.notes ?? '',
    lmp: day(c.lmp),
    gynTypeId: c.gynTypeId,
    relevantHistory: c.relevantHistory ?? '',
  };
}

/** What the API receives for specimen `row` of the form. */
function toInput(kind: CaseKind, v: CaseFormValues, row: SpecimenRow): Record<string, unknown> {
  const input: Record<string, unknown> = {
    hn: v.hn,
    patientTitle: v.patientTitle,
    patientFirstName: v.patientFirstName,
    patientLastName: v.patientLastName,
    patientFirstNameEn: v.patientFirstNameEn,
    patientLastNameEn: v.patientLastNameEn,
    sex: v.sex ?? undefined,
    birthDate: v.birthDate ? localDay(v.birthDate) : null,
    ageYears: v.birthDate ? null : v.ageYears,
    hospitalId: v.hospitalId ?? 0,
    doctorId: v.doctorId,
    companyId: v.companyId,
    specimen: row.specimen,
    containers: row.containers,
    clinicalHistory: v.clinicalHistory,
    collectedAt: v.collectedAt?.toISOString() ?? null,
    receivedAt: v.receivedAt?.toISOString() ?? '',
    priority: v.priority,
    price: v.price,
    notes: v.notes,
  };
  if (kind === 'gynecological') Object.assign(input, { lmp: v.lmp ? localDay(v.lmp) : null, gynTypeId: v.gynTypeId, relevantHistory: v.relevantHistory });
  if (kind === 'cytological') Object.assign(input, { cytoTypeId: row.cytoTypeId, source: row.source });
  return input;
}

/** Field errors of specimen rows are keyed `specimens.<i>.<field>`; the rest by field. */
export function validateRegistration(kind: CaseKind, v: CaseFormValues): { inputs: CaseInput[] } | { errors: FieldErrors } {
  const schema = createCaseSchema(kind);
  const inputs: CaseInput[] = [];
  const errors: FieldErrors = {};
  v.specimens.forEach((row, i) => {
    const parsed = schema.safeParse(toInput(kind, v, row));
    if (parsed.success) return inputs.push(parsed.data as CaseInput);
    for (const [field, message] of Object.entries(fieldErrors(parsed.error.issues))) {
      const perSpecimen = ['specimen', 'containers', 'cytoTypeId', 'source'].includes(field);
      const key = perSpecimen ? `specimens.${i}.${field}` : field;
      errors[key] ??= message;
    }
  });
  return Object.keys(errors).length ? { errors } : { inputs };
}

/** The fields that differ from the case as loaded, with its version (a stale edit is refused). */
export function validateEdit(kind: CaseKind, original: CaseDto, v: CaseFormValues): { changes: CaseUpdate } | { errors: FieldErrors } {
  const before = toInput(kind, caseFormFrom(original), caseFormFrom(original).specimens[0]!);
  const after = toInput(kind, v, v.specimens[0]!);
  const changes: Record<string, unknown> = { version: original.version };
  for (const [field, value] of Object.entries(after)) {
    if (normalize(value) !== normalize(before[field])) changes[field] = value;
  }
  const parsed = updateCaseSchema(kind).safeParse(changes);
  if (!parsed.success) return { errors: fieldErrors(parsed.error.issues) };
  return { changes: parsed.data as CaseUpdate };
}

function normalize(value: unknown): string {
  return value === '' || value === undefined ? 'null' : JSON.stringify(value);
}
