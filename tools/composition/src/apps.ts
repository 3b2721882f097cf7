// Every app's manifest and the texts of its keys, as the shell composes them (issue 33.1). This
// project depends on every app on purpose: a change to any manifest runs these tests.
import type { RemoteManifest } from '@pathdesk/contracts';
import { manifestNamespace, type ManifestSource, type Translate } from '@pathdesk/web-data';
import { shellManifest } from '../../../apps/shell/src/app/shell-manifest';
import { manifest as workspace } from '../../../apps/workspace/src/manifest';
import { manifest as settings } from '../../../apps/settings/src/manifest';
import { manifest as reports } from '../../../apps/reports/src/manifest';
import { manifest as templates } from '../../../apps/templates/src/manifest';
import shellEn from '../../../apps/shell/src/locales/shell/en.json';
import shellTh from '../../../apps/shell/src/locales/shell/th.json';
import workspaceEn from '../../../apps/workspace/src/locales/workspace/en.json';
import workspaceTh from '../../../apps/workspace/src/locales/workspace/th.json';
import settingsEn from '../../../apps/settings/src/locales/settings/en.json';
import settingsTh from '../../../apps/settings/src/locales/settings/th.json';
import reportsEn from '../../../apps/reports/src/locales/reports/en.json';
import reportsTh from '../../../apps/reports/src/locales/reports/th.json';
import templatesEn from '../../../apps/templates/src/locales/templates/en.json';
import templatesTh from '../../../apps/templates/src/locales/templates/th.json';

type Texts = Record<string, unknown>;
interface App {
  manifest: RemoteManifest;
  namespace: string;
  host?: boolean;
  en: Texts;
  th: Texts;
}

const APPS: App[] = [
  { manifest: shellManifest, namespace: 'shell', host: true, en: shellEn, th: shellTh },
  { manifest: workspace, namespace: manifestNamespace('workspace'), en: workspaceEn, th: workspaceTh },
  { manifest: reports, namespace: manifestNamespace('reports'), en: reportsEn, th: reportsTh },
  { manifest: settings, namespace: manifestNamespace('settings'), en: settingsEn, th: settingsTh },
  { manifest: templates, namespace: manifestNamespace('templates'), en: templatesEn, th: templatesTh },
];

/** The shell's manifest, then every remote's, as /api/shell-config lists them. */
export const SOURCES: ManifestSource[] = APPS.map(({ manifest, namespace, host }) => ({ manifest, namespace, ...(host ? { host } : {}) }));

const lookup = (texts: Texts, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);

/** A translator of the apps' keys in one language (undefined where a key has no text). */
export function textsIn(language: 'en' | 'th'): (namespace: string, key: string) => string | undefined {
  return (namespace, key) => {
    const text = lookup(APPS.find((app) => app.namespace === namespace)![language], key);
    return typeof text === 'string' ? text : undefined;
  };
}

/** English, the keys themselves where a text is missing. */
export const english: Translate = (namespace, key) => textsIn('en')(namespace, key) ?? key;
