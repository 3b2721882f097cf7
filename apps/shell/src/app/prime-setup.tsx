import { useContext, useEffect, type ReactNode } from 'react';
import { locale, PrimeReactContext, PrimeReactProvider } from 'primereact/api';
import { currentLanguage, i18n } from '@pathdesk/web-data';
import { registerThaiLocale, setCalendarNames } from '@pathdesk/web-ui';
import { loadShellConfig } from '../remotes/shell-config';
import { PRIME_REACT_CONFIG } from './prime-react-config';
import { usePrimeReactCommonStyles } from './prime-react-styles';

// PrimeReact's own texts (calendar, paginator, filters) in the user's language (issue 16.1): its
// Thai locale, and its global locale following every change of language.
registerThaiLocale();
// The calendar's names: Thai by default, the interface language's if the lab settings say so (issue 24.7).
loadShellConfig().then(
  (config) => setCalendarNames(config.calendarNames),
  () => undefined,
);
locale(currentLanguage());
i18n().on('languageChanged', (language: string) => locale(language === 'th' ? 'th' : 'en'));

/**
 * The PrimeReact setup around what shows PrimeReact components: a remote's pages, the toasts, the
 * confirm dialog, the sign-in page, the layout panel (WithPrimeReact). It is downloaded with the
 * first of them, not with the shell's first screen (the dashboard needs none of it).
 */
export default function PrimeSetup({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={PRIME_REACT_CONFIG}>
      <CommonStyles />
      <PrimeReactLanguage />
      {children}
    </PrimeReactProvider>
  );
}

/** Inside the PrimeReact provider (its style nonce and container): see prime-react-styles.ts. */
function CommonStyles() {
  usePrimeReactCommonStyles();
  return null;
}

/** This provider's locale follows the user's language too (the components read the provider's first). */
function PrimeReactLanguage() {
  const prime = useContext(PrimeReactContext);
  useEffect(() => {
    const follow = (language: string) => prime?.setLocale?.(language === 'th' ? 'th' : 'en');
    follow(currentLanguage());
    i18n().on('languageChanged', follow);
    return () => i18n().off('languageChanged', follow);
  }, [prime]);
  return null;
}
