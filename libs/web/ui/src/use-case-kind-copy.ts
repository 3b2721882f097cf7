import { useMemo } from 'react';
import { useCommonT } from './use-common-t.js';
import type { CaseKind } from '@pathdesk/contracts';
import { CASE_KIND_COPY, type CaseKindCopy } from './case-kind-copy.js';

/** CASE_KIND_COPY in the user's language (issue 16.1): titles and nouns from the `common` namespace. */
export function useCaseKindCopy(): Record<CaseKind, CaseKindCopy> {
  const { t } = useCommonT();
  return useMemo(
    () => ({
      surgical: { ...CASE_KIND_COPY.surgical, title: t('caseKind.surgical.title'), noun: t('caseKind.surgical.noun'), short: t('caseKind.surgical.short') },
      cytological: { ...CASE_KIND_COPY.cytological, title: t('caseKind.cytological.title'), noun: t('caseKind.cytological.noun'), short: t('caseKind.cytological.short') },
      gynecological: {
        ...CASE_KIND_COPY.gynecological,
        title: t('caseKind.gynecological.title'),
        noun: t('caseKind.gynecological.noun'),
        short: t('caseKind.gynecological.short'),
      },
    }),
    [t],
  );
}
