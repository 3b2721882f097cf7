import type { EntityManager } from '@mikro-orm/postgresql';
import { missingForSignOut, type CaseKind, type CaseStatus, type ResultDto, type ResultFields } from '@pathdesk/contracts';
import { partsSql } from '../cases/sql/case-rows.js';
import { newResultFields, normalizeFields, sameFields, type CfgRef } from './result-fields.js';

/** Where a case's result stands: the case's status, the stored draft, the latest released version, a pending rescreen. */
export interface ResultState<K extends CaseKind = CaseKind> {
  caseId: number;
  kind: K;
  status: CaseStatus;
  /** The stored result, or the new result's starting fields (version 0). */
  fields: ResultFields<K>;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  latestReport: { id: number; version: number; result: ResultFields<K> } | null;
  pendingRescreenId: number | null;
  /** The case's blocks on the bench (issue 24.5: a surgical case without any needs the reason at sign-out). */
  blockCount: number;
  /** The case's parts, in order (issue 27): a surgical case of several needs a diagnosis for each. */
  parts: { letter: string; specimen: string }[];
}

interface StateRow {
  status: CaseStatus;
  cyto_type_id: number | null;
  gyn_type_id: number | null;
  fields: ResultFields | null;
  version: number | null;
  updated_ms: number | null;
  updated_by_username: string | null;
  report_id: number | null;
  report_version: number | null;
  report_result: ResultFields | null;
  pending_rescreen_id: number | null;
  block_count: number;
  parts: { letter: string; specimen: string }[];
}

/** The result state of a case of `kind` in one query; null when there is no such case. */
export async function loadResultState<K extends CaseKind>(em: EntityManager, kind: K, caseId: number): Promise<ResultState<K> | null> {
  const [row] = await em.execute<StateRow[]>(
    `select c.status, c.cyto_type_id, c.gyn_type_id, r.fields, r.version, floor(extract(epoch from r.updated_at) * 1000)::float8 as updated_ms,
            r.updated_by_username, v.id as report_id, v.version as report_version, v.snapshot -> 'result' as report_result,
            (select s.id from rescreen s where s.case_id = c.id and s.reviewed_at is null) as pending_rescreen_id,
            (select count(*) from bench_block b where b.case_id = c.id)::int as block_count, ${partsSql('c.id')} as parts
       from pathology_case c
       left join case_result r on r.case_id = c.id
       left join lateral (select id, version, snapshot from report_version where case_id = c.id order by version desc limit 1) v on true
      where c.id = ? and c.kind = ?`,
    [caseId, kind],
  );
  if (!row) return null;
  return {
    caseId,
    kind,
    status: row.status,
    fields: row.fields ? normalizeFields(kind, row.fields) : newResultFields(kind, { cytoTypeId: row.cyto_type_id, gynTypeId: row.gyn_type_id }),
    version: row.version ?? 0,
    updatedAt: row.updated_ms === null ? null : new Date(Number(row.updated_ms)).toISOString(),
    updatedBy: row.updated_by_username,
    latestReport: row.report_id ? { id: row.report_id, version: row.report_version!, result: normalizeFields(kind, row.report_result) } : null,
    pendingRescreenId: row.pending_rescreen_id,
    blockCount: row.block_count,
    parts: row.parts.map((p) => ({ letter: p.letter, specimen: p.specimen })),
  };
}

/** After sign-out: whether the result (the amendment draft) differs from the latest released version. */
export function hasUnreleasedChanges(state: ResultState): boolean {
  return state.latestReport !== null && !sameFields(state.latestReport.result, state.fields);
}

/** The result as the API answers it; `synopticGaps`: its required synoptic elements still empty (ResultSynoptic.gaps). */
export function toResultDto<K extends CaseKind>(state: ResultState<K>, synopticGaps: readonly string[] = []): ResultDto<K> {
  return {
    caseId: state.caseId,
    kind: state.kind,
    status: state.status,
    fields: state.fields,
    missing: missingForSignOut(state.kind, state.fields, { blocks: state.blockCount, parts: state.parts.map((p) => p.letter), synoptic: synopticGaps }),
    blockCount: state.blockCount,
    updatedAt: state.updatedAt,
    updatedBy: state.updatedBy,
    version: state.version,
    latestReportId: state.latestReport?.id ?? null,
    unreleasedChanges: hasUnreleasedChanges(state),
    pendingRescreenId: state.pendingRescreenId,
  };
}

/**
 * The config values with these ids (`?`: their ids joined by commas), by id: list, whether active,
 * name and value (a pathologist's credentials). A query of its own, or a part of a caller's (a release's).
 */
export const CFG_REFS = `select id, category, status = 'active' as active, name, value from cfgvalue where id = any(string_to_array(?, ',')::int[]) order by id`;

/** The `?` of CFG_REFS for these ids. */
export const cfgRefIds = (ids: readonly number[]): string => [...new Set(ids)].join(',');

/** CFG_REFS's rows by id. */
export const toCfgRefs = (rows: readonly ({ id: number } & CfgRef)[]): Map<number, CfgRef> => new Map(rows.map(({ id, ...ref }) => [id, ref]));

export async function loadCfgRefs(em: EntityManager, ids: readonly number[]): Promise<Map<number, CfgRef>> {
  if (!ids.length) return new Map();
  return toCfgRefs(await em.execute<({ id: number } & CfgRef)[]>(CFG_REFS, [cfgRefIds(ids)]));
}
