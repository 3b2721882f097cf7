import { CASE_ROUTES, type CaseKind } from '@pathdesk/contracts';

export interface KindCopy {
  title: string;
  /** "surgical case" in sentences. */
  noun: string;
  icon: string;
}

export const KIND_COPY: Record<CaseKind, KindCopy> = {
  surgical: { title: 'Surgical cases', noun: 'surgical case', icon: 'pi pi-briefcase' },
  cytological: { title: 'Cytological cases', noun: 'cytological case', icon: 'pi pi-filter' },
  gynecological: { title: 'Gynecological cases', noun: 'gynecological case', icon: 'pi pi-heart' },
};

export type CaseTab = 'info' | 'result' | 'additionals' | 'paraffins' | 'view';
export const CASE_TABS: { tab: CaseTab; label: string }[] = [
  { tab: 'info', label: 'Info' },
  { tab: 'result', label: 'Result' },
  { tab: 'additionals', label: 'Additional tests' },
  { tab: 'paraffins', label: 'Paraffin blocks' },
  { tab: 'view', label: 'Report' },
];

/** /workspace/{kind} */
export function worklistPath(kind: CaseKind): string {
  return `/workspace/${CASE_ROUTES[kind].plural}`;
}

/**
 * The address of a case's tab. Spec §2 spells the gynecological additionals, paraffins and view
 * tabs `gyneologicals`: /workspace/gyneologicals/{id}/view.
 */
export function casePath(kind: CaseKind, id: number | string, tab: CaseTab = 'info'): string {
  const segment = kind === 'gynecological' && (tab === 'additionals' || tab === 'paraffins' || tab === 'view') ? 'gyneologicals' : CASE_ROUTES[kind].plural;
  return `/workspace/${segment}/${id}/${tab}`;
}
