import i18next, { type BackendModule, type ResourceKey, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pathdesk/contracts';
import commonEn from './locales/common/en.json';

/*
 * The one i18next instance of PathDesk (issue 16.1). `i18next` and `react-i18next` are Module
 * Federation singletons and this library too, so the shell and every remote translate with the same
 * instance and switch language together. Each app owns a namespace (shell, workspace, settings,
 * reports); `common` holds shared words (libs/web/ui), `errors` the texts of the error codes (the
 * API's catalogue, ERROR_MESSAGES of libs/contracts, whose English locales/errors/en.json repeats
 * word for word — a unit test holds them equal — and the web's own few; api-errors.ts). English is bundled (the spec's exact
 * wording); a namespace's Thai file is a dynamic import, fetched only when the language is Thai. See docs/architecture.md "Languages".
 * The `errors` English is the exception: only the web's own few are bundled (WEB_ERRORS_EN); the
 * catalogue's 43 KB are fetched when first needed (api-errors.ts `loadErrorTexts`).
 */

/** The web's own error texts (errors/en.json holds them too; api-errors.spec.ts keeps them equal): shown when the API cannot be reached. */
export const WEB_ERRORS_EN = {
  fetch_error: 'The server cannot be reached. Check the connection and try again.',
  parsing_error: 'Unexpected answer from the server ({{status}}).',
  request_failed: 'Request failed ({{status}}).',
  timeout_error: 'The server took too long to answer.',
  unknown: 'Unknown error',
};

type Resources = Record<string, ResourceKey>;
type ThaiLoader = () => Promise<{ default: Resources }>;

const english = new Map<string, Resources>();
const thai = new Map<string, ThaiLoader>();

/** Reads a namespace's resources: English from memory, Thai through its dynamic import. */
const lazyResources: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (language !== 'th') return callback(null, english.get(namespace) ?? {});
    const load = thai.get(namespace);
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The instance, set up on first use (any remote may be the first to translate, in tests too). */
export function i18n(): typeof i18next {
  if (!i18next.isInitialized) {
    english.set('common', commonEn);
    english.set('errors', WEB_ERRORS_EN);
    thai.set('common', () => import('./locales/common/th.json'));
    thai.set('errors', () => import('./locales/errors/th.json'));
    void i18next
      .use(lazyResources)
      .use(initReactI18next)
      .init({
        lng: DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        ns: ['common', 'errors'],
        defaultNS: 'common',
        resources: { en: { common: commonEn, errors: WEB_ERRORS_EN } },
        partialBundledLanguages: true,
        initAsync: false,
        interpolation: { escapeValue: false }, // React escapes
        returnNull: false,
        react: { useSuspense: false },
      });
  }
  return i18next;
}

/**
 * Registers an app's namespace: its English resources (bundled) and the dynamic import of its Thai
 * ones. Each remote calls this once, at the top of its `i18n.ts`, before its screens translate.
 */
export function registerNamespace(namespace: string, en: Resources, loadThai: ThaiLoader): void {
  const instance = i18n();
  english.set(namespace, en);
  thai.set(namespace, loadThai);
  if (!instance.hasResourceBundle('en', namespace)) instance.addResourceBundle('en', namespace, en, true, true);
  const namespaces = instance.options.ns;
  if (Array.isArray(namespaces) && !namespaces.includes(namespace)) namespaces.push(namespace);
  // Already in Thai (a remote loaded after the switch): fetch its Thai file now.
  if (instance.language === 'th') void instance.loadNamespaces(namespace);
}

/** The language on screen. */
export function currentLanguage(): Language {
  return i18n().language === 'th' ? 'th' : 'en';
}

/** Switches every app's language; resolves once the Thai files of the registered namespaces are in. */
export async function changeLanguage(language: Language): Promise<void> {
  const instance = i18n();
  if (instance.language === language) return;
  await instance.changeLanguage(language);
}

/** A translator of one namespace outside React (e.g. in an RTK Query callback). */
export function fixedT(namespace: string): TFunction {
  return i18n().getFixedT(null, namespace);
}

/**
 * The texts of a remote's manifest (its menu labels and name, from the shell config), as the
 * namespace `namespace`: the sidebar shows them before the remote itself is downloaded.
 */
export function registerManifestTexts(namespace: string, texts: Partial<Record<Language, ResourceKey>>): void {
  const instance = i18n();
  for (const language of LANGUAGES) {
    const resources = texts[language];
    if (resources) instance.addResourceBundle(language, namespace, resources, true, true);
  }
}
