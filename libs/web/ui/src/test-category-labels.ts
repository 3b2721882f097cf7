import type { TestCategory } from '@pathdesk/contracts';
import { useCommonT } from './use-common-t.js';

/** How the test catalogue's categories read on screen (the order dialog, the worklist, the settings). */
export const TEST_CATEGORY_LABELS: Record<TestCategory, string> = {
  'special-stain': 'Special stain',
  immunohistochemistry: 'Immunohistochemistry',
  recut: 'Recut / deeper level',
  immunofluorescence: 'Immunofluorescence',
  molecular: 'Molecular / send-out',
  consultation: 'Consultation',
};

/** The categories in the user's language (issue 16.1). */
export function useTestCategoryLabels(): Record<TestCategory, string> {
  const { t } = useCommonT();
  return {
    'special-stain': t('testCategory.specialStain'),
    immunohistochemistry: t('testCategory.immunohistochemistry'),
    recut: t('testCategory.recut'),
    immunofluorescence: t('testCategory.immunofluorescence'),
    molecular: t('testCategory.molecular'),
    consultation: t('testCategory.consultation'),
  };
}
