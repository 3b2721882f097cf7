import type { ReportsT } from '../../i18n';

/** The months' names in the user's language, January first (written out for the key check). */
export const monthNames = (t: ReportsT): string[] => [
  t('months.jan'),
  t('months.feb'),
  t('months.mar'),
  t('months.apr'),
  t('months.may'),
  t('months.jun'),
  t('months.jul'),
  t('months.aug'),
  t('months.sep'),
  t('months.oct'),
  t('months.nov'),
  t('months.dec'),
];
