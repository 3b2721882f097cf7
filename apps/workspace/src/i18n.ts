import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@pathdesk/web-data';
import en from './locales/workspace/en.json';

// The workspace's namespace (issue 16.1): English bundled, Thai fetched only when the language is Thai.
registerNamespace('workspace', en, () => import('./locales/workspace/th.json'));

/** `t` of the workspace's namespace; `common:`/`errors:` prefixes reach the shared ones. */
export const useWorkspaceT = () => useTranslation('workspace');
