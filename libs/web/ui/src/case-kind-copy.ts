import type { CaseKind } from '@pathdesk/contracts';

export interface CaseKindCopy {
  title: string;
  /** "surgical case" in sentences. */
  noun: string;
  /** "Surgical": the kind alone (a figure's name beside the quick links' titles). */
  short: string;
  icon: string;
}

/** How each case kind is named and drawn, in the workspace and on the shell's dashboard. */
export const CASE_KIND_COPY: Record<CaseKind, CaseKindCopy> = {
  surgical: { title: 'Surgical cases', noun: 'surgical case', short: 'Surgical', icon: 'pi pi-briefcase' },
  cytological: { title: 'Cytological cases', noun: 'cytological case', short: 'Cytological', icon: 'pi pi-filter' },
  gynecological: { title: 'Gynecological cases', noun: 'gynecological case', short: 'Gynecological', icon: 'pi pi-heart' },
};
