import type { TestCategory } from '@pathdesk/contracts';

/** How the test catalogue's categories read on screen (the order dialog, the worklist, the settings). */
export const TEST_CATEGORY_LABELS: Record<TestCategory, string> = {
  'special-stain': 'Special stain',
  immunohistochemistry: 'Immunohistochemistry',
  recut: 'Recut / deeper level',
  immunofluorescence: 'Immunofluorescence',
  molecular: 'Molecular / send-out',
  consultation: 'Consultation',
};
