import type { CaseKind } from './lookups.js';

/* ---------------------------------------------------------------------------------------------
 * Turnaround time (TAT) in the lab's working days: from the lab day a case was received to the lab
 * day its report was first released, counting only working days after the day of reception —
 * received Friday and released Monday is 1; released the same day is 0. Weekends, Thai public
 * holidays (date-holidays, country TH) and the lab's own closures are not working days.
 * ------------------------------------------------------------------------------------------- */

/**
 * A target: `share` (0..1) of the kind's routine cases released within `days` working days
 * (urgent cases count in the figures, not in the share within target).
 */
export interface TatTarget {
  kind: CaseKind;
  days: number;
  share: number;
}

/** The defaults until an administrator changes them (issue 14). */
export const DEFAULT_TAT_TARGETS: readonly TatTarget[] = [
  { kind: 'surgical', days: 2, share: 0.9 },
  { kind: 'cytological', days: 2, share: 0.8 },
  { kind: 'gynecological', days: 2, share: 0.8 },
];

/** A stretch of days the lab is closed (yyyy-mm-dd, inclusive), e.g. a staff holiday or a move. */
export interface LabClosure {
  from: string;
  to: string;
  reason: string;
}

/** Lab settings → turnaround: the targets (one per kind) and the lab's closures. */
export interface TurnaroundSettings {
  targets: TatTarget[];
  closures: LabClosure[];
  updatedAt: string | null;
  updatedBy: string | null;
}

/** PUT /api/lab-settings/turnaround (admin): the whole set; closures replace the stored ones. */
export interface UpdateTurnaroundRequest {
  targets: TatTarget[];
  closures: LabClosure[];
}

/** GET and PUT /api/lab-settings/turnaround. */
export interface TurnaroundSettingsResponse {
  turnaround: TurnaroundSettings;
}

/** A day the lab does not work, besides Saturdays and Sundays. */
export interface NonWorkingDay {
  day: string;
  /** 'holiday': a Thai public holiday; 'closure': the lab's own. */
  source: 'holiday' | 'closure';
  name: string;
}

/** GET /api/lab-settings/calendar?year=2026: the days off of a year (weekends left out). */
export interface LabCalendarResponse {
  calendar: { year: number; daysOff: NonWorkingDay[] };
}

/** The TAT figures of a set of released cases (null when none was released). */
export interface TatStats {
  /** Cases first released in the set. */
  released: number;
  /** Working days, median and 90th percentile (continuous percentiles, one decimal). */
  median: number | null;
  p90: number | null;
  /** Routine cases released within the target's days, and their share of the routine ones. */
  routineReleased: number;
  withinTarget: number;
  withinTargetShare: number | null;
  target: TatTarget;
  /** withinTargetShare ≥ target.share (null when nothing to measure). */
  meetsTarget: boolean | null;
}

export const TURNAROUND_API = {
  settings: '/api/lab-settings/turnaround',
  calendar: '/api/lab-settings/calendar',
} as const;
