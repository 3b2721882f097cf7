import type { CfgCategory } from '@pathdesk/contracts';
import { useCommonT } from '../use-common-t.js';

export interface CategoryCopy {
  title: string;
  subtitle: string;
  /** The singular, in sentences ("Add a screener"). */
  noun: string;
  /** What the optional `value` field holds for this category. */
  valueLabel: string;
  valueHint?: string;
  /** What the `description` field holds, where it is more than a description (a payer's address). */
  descriptionHint?: string;
}

/** How a config-value category is named on its page, in the user's language (the list editor is the same for all). */
export function useCategoryCopy(category: CfgCategory): CategoryCopy {
  const { t } = useCommonT();
  const base = `lookups.categories.${category}`;
  const optional = (key: string) => (t(`${base}.${key}`, { defaultValue: '' }) as string) || undefined;
  return {
    title: t(`${base}.title`),
    subtitle: t(`${base}.subtitle`),
    noun: t(`${base}.noun`),
    valueLabel: t(`${base}.valueLabel`),
    valueHint: optional('valueHint'),
    descriptionHint: optional('descriptionHint'),
  };
}
