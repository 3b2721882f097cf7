import type { CaseFieldValues, CaseInput } from './case-fields.js';
import type { CasePartDto, CasePartInput } from './case-parts.js';
import type { CaseKind, CfgOption, HospitalOption, SettingPrefixDto } from './lookups.js';

/** Route segment and envelope keys of each kind (spec §7: the three kinds share one shape). */
export const CASE_ROUTES = {
  surgical: { plural: 'surgicals', singular: 'surgical' },
  cytological: { plural: 'cytologicals', singular: 'cytological' },
  gynecological: { plural: 'gynecologicals', singular: 'gynecological' },
} as const satisfies Record<CaseKind, { plural: string; singular: string }>;

export type CasePlural = (typeof CASE_ROUTES)[CaseKind]['plural'];
export type CaseSingular = (typeof CASE_ROUTES)[CaseKind]['singular'];
/** The route segment and list key of a kind: 'surgicals'. */
export type PluralOf<K extends CaseKind> = (typeof CASE_ROUTES)[K]['plural'];
/** The key of one case of a kind: 'surgical'. */
export type SingularOf<K extends CaseKind> = (typeof CASE_ROUTES)[K]['singular'];

/**
 * Case statuses and the moves between them (docs/architecture.md): forward only, or cancelled with a
 * reason. A diagnosed case can go back to in progress (the result reopened before sign-out).
 */
export const CASE_STATUSES = ['registered', 'in_progress', 'diagnosed', 'signed_out', 'amended', 'cancelled'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_TRANSITIONS: Record<CaseStatus, readonly CaseStatus[]> = {
  registered: ['in_progress', 'cancelled'],
  in_progress: ['diagnosed', 'cancelled'],
  diagnosed: ['in_progress', 'signed_out', 'cancelled'],
  signed_out: ['amended'],
  amended: ['amended'],
  cancelled: [],
};

export function canMove(from: CaseStatus, to: CaseStatus): boolean {
  return CASE_TRANSITIONS[from].includes(to);
}

/** Statuses whose registration data may still be edited. */
export const EDITABLE_STATUSES: readonly CaseStatus[] = ['registered', 'in_progress', 'diagnosed'];

export const SEXES = ['male', 'female', 'unknown'] as const;
export type Sex = (typeof SEXES)[number];

export const PRIORITIES = ['routine', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** An edit: any registration field, with the version read (a stale edit is refused, 409). */
export type CaseUpdate = Partial<CaseInput> & {
  version: number;
  /** The parts as they are to be (issue 27). */
  parts?: CasePartInput[];
  /** Cancelling: status 'cancelled' with a reason (the case is kept). */
  status?: 'cancelled';
  cancelReason?: string;
};

/** A case as read: its registration fields (CaseFieldValues), the names of what they refer to, its state. */
export type CaseDto = CaseFieldValues & {
  id: number;
  /** Its parts, A, B, … in order (issue 27); a case registered without parts has part A, its specimen. */
  parts: CasePartDto[];
  kind: CaseKind;
  accessionNo: string;
  status: CaseStatus;
  /** Title, first and last name, as shown. */
  patientName: string;
  hospitalName: string;
  doctorName: string | null;
  companyName: string | null;
  gynTypeName: string | null;
  cytoTypeName: string | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  version: number;
};

/** A row of a worklist. */
export type CaseListItem = Pick<CaseDto, 'id' | 'kind' | 'accessionNo' | 'status' | 'priority' | 'hn' | 'patientName' | 'hospitalName' | 'doctorName' | 'specimen' | 'receivedAt'>;

export const CASE_SORT_FIELDS = ['receivedAt', 'accessionNo', 'hn', 'patientName', 'status', 'priority', 'hospitalName'] as const;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];

export const CASE_FILTERS = {
  accessionNo: 'text',
  hn: 'text',
  patientName: 'text',
  hospitalName: 'text',
  doctorName: 'text',
  specimen: 'text',
  status: 'text',
  priority: 'text',
  receivedAt: 'date',
} as const;

/**
 * Counting stops here: a worklist reports "10,000+" rather than count a million rows, and pages
 * (offsets) stay within it; `cursor` walks further (keyset).
 */
export const CASE_COUNT_CAP = 10_000;

/**
 * A search (the search box, or a "contains" filter on names) counts its matches up to here
 * ("1,000+ matches: refine the search"): counting every match of a common name means rechecking
 * tens of thousands of rows against the pattern.
 */
export const CASE_SEARCH_COUNT_CAP = 1_000;

/** GET /api/{kind}: worklist query (and list query first/rows/sortField/sortOrder/search/filters). */
export interface CaseListParams {
  status?: CaseStatus[];
  hospitalId?: number;
  doctorId?: number;
  /** yyyy-mm-dd, the lab's days, inclusive. */
  receivedFrom?: string;
  receivedTo?: string;
  /** Keyset: continue after the row this came from (nextCursor of a previous page). */
  cursor?: string;
}

/** GET /api/{kind}/prepare-register. */
export interface PrepareRegisterResponse {
  kind: CaseKind;
  /** The number the next registration would get now (not reserved). */
  nextAccessionNo: string | null;
  prefix: SettingPrefixDto | null;
  defaultPrice: number;
  lookups: {
    prefixs: CfgOption[];
    companies: CfgOption[];
    hospitals: HospitalOption[];
    cytologicaltypes?: CfgOption[];
    gynecologicaltypes?: CfgOption[];
  };
}

/** One change of a case's history (GET /api/{kind}/{id}/history). */
export interface CaseHistoryEntry {
  id: string;
  at: string;
  action: string;
  actor: string | null;
  /** Field → [before, after], for the fields that changed. */
  changes: Record<string, [unknown, unknown]>;
  reason: string | null;
}

/** GET /api/audit (admin). */
export interface AuditEntryDto {
  id: string;
  at: string;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
}

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  registered: 'Registered',
  in_progress: 'In progress',
  diagnosed: 'Diagnosed',
  signed_out: 'Signed out',
  amended: 'Amended',
  cancelled: 'Cancelled',
};

/**
 * The patient's name as shown: title, first name, last name. A Thai title joins the first name
 * (นายสมชาย); an abbreviated or English one is followed by a space (น.ส. สมหญิง, Mr. John).
 */
export function patientDisplayName(c: Pick<CaseDto, 'patientTitle' | 'patientFirstName' | 'patientLastName'>): string {
  const title = c.patientTitle?.trim() ?? '';
  const gap = /[.A-Za-z]$/.test(title) ? ' ' : '';
  return `${title}${gap}${c.patientFirstName} ${c.patientLastName}`.trim();
}
