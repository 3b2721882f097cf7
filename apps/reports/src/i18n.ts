import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@pathdesk/web-data';
import en from './locales/reports/en.json';

// The reports remote's namespace (issue 16.1): English bundled, Thai fetched only when the language is Thai.
registerNamespace('reports', en, () => import('./locales/reports/th.json'));

/** `t` of the reports namespace; `common:`/`errors:` prefixes reach the shared ones. */
export const useReportsT = () => useTranslation('reports');

/** The translator the reports screens pass to their helpers. */
export type ReportsT = ReturnType<typeof useReportsT>['t'];
