import type { Language } from '@pathdesk/contracts';
import { notify, useAppDispatch, useSetMyLanguageMutation, apiErrorMessage } from '@pathdesk/web-data';
import { useShellT } from '../i18n';
import { applyLanguage } from '../app/language';

const CHOICES: { language: Language; label: string; name: string }[] = [
  { language: 'en', label: 'EN', name: 'English' },
  { language: 'th', label: 'ไทย', name: 'ไทย (Thai)' },
];

/** The top bar's (and the sign-in page's) EN / ไทย switch (issue 16.1): applies at once to every app and is kept with the user on the server. */
export function LanguageSwitch({ save: keep = true }: { save?: boolean }) {
  const { t, i18n } = useShellT();
  const dispatch = useAppDispatch();
  const [save] = useSetMyLanguageMutation();
  const current = i18n.language === 'th' ? 'th' : 'en';
  const choose = async (language: Language) => {
    if (language === current) return;
    await applyLanguage(language);
    // Before sign-in (the sign-in page) the choice stays in this browser only.
    if (!keep) return;
    const result = await save({ language });
    if ('error' in result) dispatch(notify({ severity: 'error', summary: t('language.notSaved'), detail: apiErrorMessage(result.error) }));
  };
  return (
    <div className="layout-language-switch" role="group" aria-label={t('language.label')}>
      {CHOICES.map(({ language, label, name }) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="p-link layout-topbar-button layout-language-button"
          aria-pressed={current === language}
          title={name}
          onClick={() => void choose(language)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
