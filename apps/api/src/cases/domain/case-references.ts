import { coded } from '@pathdesk/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseKind, CfgCategory, CodedMessage, Era, FieldError } from '@pathdesk/contracts';

/** The active prefix of a kind (or the prefix a case was numbered with), as registration needs it. */
export interface PrefixRef {
  id: number;
  kind: CaseKind;
  letters: string;
  era: Era;
  width: number;
  status: 'active' | 'inactive';
  defaultPrice: number;
}

/** What the lookups referred to by a request say: existence, whether active, and where they belong. */
export interface References {
  prefix: PrefixRef | null;
  hospitals: Map<number, { active: boolean }>;
  doctors: Map<number, { active: boolean; hospitalId: number }>;
  cfgvalues: Map<number, { active: boolean; category: CfgCategory }>;
}

export interface ReferenceIds {
  hospitals: number[];
  doctors: number[];
  cfgvalues: number[];
}

interface ReferenceRow {
  t: 'hospital' | 'doctor' | 'cfgvalue' | 'prefix';
  id: number;
  active: boolean;
  hospitalId: number | null;
  category: CfgCategory | null;
  kind: CaseKind | null;
  letters: string | null;
  era: Era | null;
  width: number | null;
  defaultPrice: number | null;
}

/** `in (?)` needs at least one value; 0 is nobody's id. */
const ids = (values: number[]) => (values.length ? [...new Set(values)] : [0]);

/**
 * Everything a registration or an edit refers to, in one query: the hospitals, doctors and config
 * values by id, and the prefix — the kind's active one (`prefix.activeFor`) or a given one
 * (`prefix.id`, an edit's own).
 */
export async function loadReferences(em: EntityManager, want: ReferenceIds, prefix: { activeFor: CaseKind } | { id: number }): Promise<References> {
  const prefixWhere = 'activeFor' in prefix ? `kind = ? and status = 'active'` : 'id = ?';
  const rows = await em.execute<ReferenceRow[]>(
    `select 'hospital' as t, id, active, null::int as "hospitalId", null::text as category, null::text as kind, null::text as letters, null::text as era, null::int as width, null::float8 as "defaultPrice"
       from hospital where id in (?)
     union all select 'doctor', id, active, hospital_id, null, null, null, null, null, null from doctor where id in (?)
     union all select 'cfgvalue', id, status = 'active', null, category, null, null, null, null, null from cfgvalue where id in (?)
     union all select 'prefix', id, status = 'active', null, null, kind, letters, era, width, default_price::float8 from setting_prefix where ${prefixWhere}`,
    [ids(want.hospitals), ids(want.doctors), ids(want.cfgvalues), 'activeFor' in prefix ? prefix.activeFor : prefix.id],
  );
  const refs: References = { prefix: null, hospitals: new Map(), doctors: new Map(), cfgvalues: new Map() };
  for (const row of rows) {
    if (row.t === 'hospital') refs.hospitals.set(row.id, { active: row.active });
    else if (row.t === 'doctor') refs.doctors.set(row.id, { active: row.active, hospitalId: row.hospitalId! });
    else if (row.t === 'cfgvalue') refs.cfgvalues.set(row.id, { active: row.active, category: row.category! });
    else
      refs.prefix = {
        id: row.id,
        kind: row.kind!,
        letters: row.letters!,
        era: row.era!,
        width: Number(row.width),
        status: row.active ? 'active' : 'inactive',
        defaultPrice: Number(row.defaultPrice),
      };
  }
  return refs;
}

/** The lookups one case refers to. */
export interface CaseRefs {
  hospitalId: number;
  doctorId: number | null;
  companyId: number | null;
  gynTypeId?: number | null;
  cytoTypeId?: number | null;
}

const CFG_FIELDS = [
  ['companyId', 'company', 'company'],
  ['gynTypeId', 'gynecologicaltype', 'gynecological type'],
  ['cytoTypeId', 'cytologicaltype', 'cytological type'],
] as const;

export function referenceIds(cases: readonly CaseRefs[]): ReferenceIds {
  return {
    hospitals: cases.map((c) => c.hospitalId),
    doctors: cases.flatMap((c) => (c.doctorId ? [c.doctorId] : [])),
    cfgvalues: cases.flatMap((c) => CFG_FIELDS.flatMap(([field]) => (c[field] ? [c[field]!] : []))),
  };
}

/**
 * The lookup errors of one case: unknown or inactive hospital, doctor, payer or type; a doctor of
 * another hospital. `check` says which fields to check as new choices (all for a registration;
 * the changed ones for an edit — an entry chosen earlier may since have been deactivated).
 * `path` prefixes the field names (a batch's `cases.2.`).
 */
export function referenceErrors(c: CaseRefs, refs: References, check: (field: keyof CaseRefs) => boolean, path = ''): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, reason: string | CodedMessage) => errors.push({ field: `${path}${field}`, ...(typeof reason === 'string' ? { message: reason } : reason) });
  const hospital = refs.hospitals.get(c.hospitalId);
  if (check('hospitalId')) {
    if (!hospital) add('hospitalId', 'is not a known hospital');
    else if (!hospital.active) add('hospitalId', 'is no longer active: choose another hospital');
  }
  // A doctor is checked when chosen, and again when the case moves to another hospital.
  if (c.doctorId && (check('doctorId') || check('hospitalId'))) {
    const doctor = refs.doctors.get(c.doctorId);
    if (!doctor) add('doctorId', 'is not a known doctor');
    else if (check('doctorId') && !doctor.active) add('doctorId', 'is no longer active: choose another doctor');
    else if (hospital && doctor.hospitalId !== c.hospitalId) add('doctorId', 'works at another hospital: choose a doctor of the case’s hospital');
  }
  for (const [field, category, label] of CFG_FIELDS) {
    const id = c[field];
    if (!id || !check(field)) continue;
    const entry = refs.cfgvalues.get(id);
    if (!entry || entry.category !== category) add(field, coded('is_not_a_known_what', { what: label }));
    else if (!entry.active) add(field, 'is no longer active: choose another one');
  }
  return errors;
}
