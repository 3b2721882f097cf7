import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@pathdesk/web-data';
import en from './locales/shell/en.json';

// The shell's namespace (issue 16.1): English bundled, Thai fetched only when the language is Thai.
registerNamespace('shell', en, () => import('./locales/shell/th.json'));

/** `t` of the shell's namespace; `common:`/`errors:` prefixes reach the shared ones. */
export const useShellT = () => useTranslation('shell');
