import { useTranslation } from 'react-i18next';
import { i18n } from '@pathdesk/web-data';

/** `t` of the shared `common` namespace, from the one instance (set up on first use: a lib may render first). */
export const useCommonT = () => useTranslation('common', { i18n: i18n() });
