import { useTranslation } from 'react-i18next';
import { i18n } from '@pathdesk/web-data';

/**
 * `t` of the shared `common` namespace for the on-screen report (its `report.*` keys), from the one
 * instance (issue 16.1). The report's content — the result as signed, the Bethesda wording — stays
 * as released; only the headings and labels around it follow the user's language. The PDF is made
 * by the API and is not affected.
 */
export const useReportT = () => useTranslation('common', { i18n: i18n() });
