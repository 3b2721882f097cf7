import type { ListResponse } from '../lists.js';
import type { IcdO3Kind, SynopticTemplate } from './template.js';

/** A template version as GET /api/synoptic/templates lists it: the template and whether it is retired. */
export interface SynopticTemplateDto extends SynopticTemplate {
  /** A retired version is refused on a new case; a case written with it keeps it. */
  retired: boolean;
  retiredAt: string | null;
  retiredBy: string | null;
}

/** GET /api/synoptic/templates: every version of every template, by id then version. */
export interface SynopticTemplatesResponse {
  templates: SynopticTemplateDto[];
}

/** PUT /api/synoptic/templates/{id}/versions/{version}: retire a version, or bring it back, with the reason. */
export interface SynopticTemplateStateRequest {
  retired: boolean;
  reason: string;
}

export interface SynopticTemplateResponse {
  template: SynopticTemplateDto;
}

/** A code of the lab's ICD-O-3 lists. */
export interface IcdO3CodeDto {
  code: string;
  term: string;
}

/** GET /api/synoptic/icdo3/{kind}: a page of the list, by code. */
export type IcdO3CodesResponse = ListResponse<'codes', IcdO3CodeDto>;

export const ICDO3_SORT_FIELDS = ['code', 'term'] as const;

/** POST /api/synoptic/icdo3/{kind}/import (text/csv, header `code,term`): codes added and terms changed; others are kept. */
export interface IcdO3ImportResponse {
  kind: IcdO3Kind;
  added: number;
  updated: number;
  unchanged: number;
}

/** GET /api/surgicals/summary/synoptic-completeness: the months (yyyy-mm) of first release, from and to inclusive (24 at most). */
export interface SynopticCompletenessQuery {
  from: string;
  to: string;
}

/** A month's completeness for one pathologist (`pathologistId` null: the month's total over all). */
export interface SynopticCompletenessRow {
  month: string;
  pathologistId: number | null;
  pathologistName: string | null;
  /** Malignant cases whose malignant parts a synoptic dataset applies to (none marked "not applicable"). */
  eligible: number;
  /** Of those, the cases with a synoptic report on every eligible part (sign-out saw to every core element). */
  complete: number;
  percent: number | null;
  meetsTarget: boolean | null;
}

export interface SynopticCompletenessResponse {
  rows: SynopticCompletenessRow[];
  /** The target, in percent (CAP ANP.12350: 90). */
  target: number;
}
