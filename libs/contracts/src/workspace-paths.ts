import { CASE_ROUTES } from './cases.js';
import type { CaseKind } from './lookups.js';

/**
 * The workspace's page addresses (spec §2), built here only: the shell's menu and dashboard, the
 * reports remote and the workspace itself link with these.
 */
const WORKSPACE = '/workspace';

export type CaseTab = 'info' | 'result' | 'additionals' | 'paraffins' | 'view' | 'timeline';

/** /workspace/{plural}: a kind's worklist. */
export function worklistPath(kind: CaseKind): string {
  return `${WORKSPACE}/${CASE_ROUTES[kind].plural}`;
}

/** /workspace/{plural}/new: the registration of cases of a kind. */
export function registerPath(kind: CaseKind): string {
  return `${worklistPath(kind)}/new`;
}

/** /workspace/additionals: the lab's open additional-test orders across cases. */
export function additionalsWorklistPath(): string {
  return `${WORKSPACE}/additionals`;
}

/** /workspace/paraffins: blocks and slides lent outside, across cases (the overdue list). */
export function paraffinLoansPath(): string {
  return `${WORKSPACE}/paraffins`;
}

/** Issue 31: the bench's stations, the archive and retention (custody). */
export function custodyPath(page: 'stations' | 'archive' | 'retention'): string {
  return `${WORKSPACE}/${page}`;
}

/**
 * The address of a case's tab. Spec §2 spells the gynecological additionals, paraffins and view
 * tabs `gyneologicals`: /workspace/gyneologicals/{id}/view.
 */
export function casePath(kind: CaseKind, id: number | string, tab: CaseTab = 'info'): string {
  const segment = kind === 'gynecological' && (tab === 'additionals' || tab === 'paraffins' || tab === 'view') ? 'gyneologicals' : CASE_ROUTES[kind].plural;
  return `${WORKSPACE}/${segment}/${id}/${tab}`;
}
