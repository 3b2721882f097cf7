import type { SettingsT } from '../../i18n';
import type { BiomarkerTemplateId } from '@pathdesk/contracts';

/** The result templates of tests (issue 30.3) in the user's language (settings namespace; written out for the key check). */
export const resultTemplateLabels = (t: SettingsT): Record<BiomarkerTemplateId, string> => ({
  er: t('tests.resultTemplates.er'),
  pr: t('tests.resultTemplates.pr'),
  'her2-ihc': t('tests.resultTemplates.her2-ihc'),
  ki67: t('tests.resultTemplates.ki67'),
  mmr: t('tests.resultTemplates.mmr'),
  'pd-l1': t('tests.resultTemplates.pd-l1'),
});
