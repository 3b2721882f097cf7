import { i18n } from '@pathdesk/web-data';
import type { ReportsT } from '../i18n';
import '../i18n';

/** The reports namespace's translator in English, for the specs of helpers that take one. */
export const englishT: ReportsT = i18n().getFixedT('en', 'reports');
