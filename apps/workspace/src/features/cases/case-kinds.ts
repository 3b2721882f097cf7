import type { CaseTab } from '@pathdesk/contracts';

/** The case's tabs; `label` is English (tests), the screen shows `workspace:caseTabs.<tab>`. */
export const CASE_TABS: { tab: CaseTab; label: string }[] = [
  { tab: 'info', label: 'Info' },
  { tab: 'result', label: 'Result' },
  { tab: 'additionals', label: 'Additional tests' },
  { tab: 'paraffins', label: 'Paraffin blocks' },
  { tab: 'view', label: 'Report' },
  { tab: 'timeline', label: 'Timeline' },
];
