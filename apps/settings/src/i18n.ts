import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@pathdesk/web-data';
import en from './locales/settings/en.json';

// The settings remote's namespace (issue 16.1): English bundled, Thai fetched only when the language is Thai.
registerNamespace('settings', en, () => import('./locales/settings/th.json'));

/** `t` of the settings namespace; `common:`/`errors:` prefixes reach the shared ones. */
export const useSettingsT = () => useTranslation('settings');

/** The translator the settings screens pass to their helpers. */
export type SettingsT = ReturnType<typeof useSettingsT>['t'];
