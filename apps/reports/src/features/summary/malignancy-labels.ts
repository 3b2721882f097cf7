import { useMemo } from 'react';
import type { Malignancy } from '@pathdesk/contracts';
import { useReportsT } from '../../i18n';
import { categoryLabel } from './summary-format';

/** The malignancy categories in the user's language (the summaries' words). */
export function useMalignancyLabels(): Record<Malignancy, string> {
  const { t } = useReportsT();
  return useMemo(
    () => ({
      malignant: categoryLabel(t, 'malignant', 'Malignant'),
      'not-malignant': categoryLabel(t, 'not-malignant', 'Not malignant'),
      uncertain: categoryLabel(t, 'uncertain', 'Uncertain'),
    }),
    [t],
  );
}
