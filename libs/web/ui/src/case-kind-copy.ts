import type { CaseKind } from '@pathdesk/contracts';

export interface CaseKindCopy {
  title: string;
  /** "surgical case" in sentences. */
  noun: string;
  icon: string;
}

/** How each case kind is named and drawn, in the workspace and on the shell's dashboard. */
export const CASE_KIND_COPY: Record<CaseKind, CaseKindCopy> = {
  surgical: { title: 'Surgical cases', noun: 'surgical case', icon: 'pi pi-briefcase' },
  cytological: { title: 'Cytological cases', noun: 'cytological case', icon: 'pi pi-filter' },
  gynecological: { title: 'Gynecological cases', noun: 'gynecological case', icon: 'pi pi-heart' },
};
