import type { SettingsT } from '../../i18n';
import type { TestCategory } from '@pathdesk/contracts';

/** The catalogue's categories in the user's language (settings namespace; written out for the key check). */
export const categoryLabels = (t: SettingsT): Record<TestCategory, string> => ({
  'special-stain': t('tests.categories.special-stain'),
  immunohistochemistry: t('tests.categories.immunohistochemistry'),
  recut: t('tests.categories.recut'),
  immunofluorescence: t('tests.categories.immunofluorescence'),
  molecular: t('tests.categories.molecular'),
  consultation: t('tests.categories.consultation'),
});
