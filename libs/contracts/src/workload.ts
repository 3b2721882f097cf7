import type { CaseKind } from './lookups.js';
import type { ListResponse } from './lists.js';

/* ---------------------------------------------------------------------------------------------
 * Screener workload (issue 15.4, 42 CFR 493.1274(d)): every screening counted against the
 * screener, the hours declared for the day, and the day's limit.
 * ------------------------------------------------------------------------------------------- */

/** The absolute maximum of slides one person screens in a 24-hour period (a lab day here). */
export const WORKLOAD_MAX_SLIDES = 100;
/** The maximum is reached in no less than this many hours of screening; fewer hours are prorated. */
export const WORKLOAD_FULL_DAY_HOURS = 8;
export const WORKLOAD_MAX_HOURS = 24;
/** A liquid-based non-gynecologic preparation counts one half slide (493.1274(d)(2)(iii)). */
export const LIQUID_BASED_NON_GYN_SLIDE = 0.5;

/**
 * The day's limit in slides for the declared hours: 100 from 8 hours on; below 8 hours the rule's
 * proration, hours × 100 / 8 (493.1274(d)(2)(ii)), rounded down to the half slide (slides count
 * in halves, so a count never exceeds the rule's figure). No hours declared: the absolute maximum.
 */
export function workloadLimit(hours: number | null): number {
  if (hours === null || hours >= WORKLOAD_FULL_DAY_HOURS) return WORKLOAD_MAX_SLIDES;
  return Math.floor(((hours * WORKLOAD_MAX_SLIDES) / WORKLOAD_FULL_DAY_HOURS) * 2) / 2;
}

/** How one case's slides count: gynecological 1 each; non-gynecological 1 each, liquid-based ½. */
export function countedSlides(kind: CaseKind, slides: number, liquidBased: boolean): number {
  return kind === 'cytological' && liquidBased ? slides * LIQUID_BASED_NON_GYN_SLIDE : slides;
}

/**
 * The code of the API's refusal of a screening over the screener's limit (409, issue 15.4), with
 * params { screener, screened, slides, total, limit, hours? }: the web translates it and offers an
 * administrator "Allow over the limit" (the same request again with `workloadOverride: true`).
 */
export const WORKLOAD_OVER_LIMIT = 'workload_over_limit';
/** The code of that refusal's field error (`fields.screenerId`), params { total, limit }. */
export const WORKLOAD_OVER_LIMIT_FIELD = 'over_workload_limit';

/** One screener's lab day: the declared hours, the slides counted, the limit. */
export interface WorkloadDayDto {
  /** The screener record (a config value of category screener). */
  screenerId: number;
  screenerName: string;
  /** The user account linked to the screener record, if any. */
  username: string | null;
  /** The lab's calendar day, yyyy-mm-dd. */
  day: string;
  /** The hours of screening declared for the day; null: not declared (the limit is then 100). */
  hours: number | null;
  /** Slides counted as the rule counts them (halves for liquid-based non-gynecologic). */
  slides: number;
  gynSlides: number;
  nonGynSlides: number;
  cases: number;
  limit: number;
  /** Screenings an administrator allowed over the limit. */
  overrides: number;
  hoursUpdatedBy: string | null;
}

/** One screening of the day's log. */
export interface ScreeningDto {
  id: number;
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  /** The slides of the case (its own slides on the bench; 1 when none were recorded). */
  slideCount: number;
  liquidBased: boolean;
  /** What the slides count for the limit. */
  slides: number;
  screenedAt: string;
  recordedBy: string;
  override: boolean;
}

export type WorkloadListResponse = ListResponse<'days', WorkloadDayDto>;

/** GET/PUT /api/workload/{screenerId}/days/{date}: the day with its screenings. */
export interface WorkloadDayResponse {
  day: WorkloadDayDto & { screenings: ScreeningDto[] };
}

/** PUT /api/workload/{screenerId}/days/{date}: the hours of screening declared for the day. */
export interface DeclareHoursRequest {
  hours: number;
}

export interface WorkloadListQuery {
  screenerId?: number;
  from?: string;
  to?: string;
  first?: number;
  rows?: number;
}
