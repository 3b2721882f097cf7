import { useEffect } from 'react';
import { LANGUAGES, effectiveLanguage, type Language } from '@pathdesk/contracts';
import { changeLanguage, selectSessionUser, useAppSelector, useGetMyLanguageQuery } from '@pathdesk/web-data';

/** This browser's last language, applied at once on a reload (the server's answer follows). */
const STORAGE_KEY = 'pathdesk.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * Shows every app in `language`: i18next (all namespaces; Thai files are fetched first), PrimeReact's
 * own texts (they follow i18next: app/prime-setup.tsx), and `<html lang>`.
 */
export async function applyLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage refused (private mode): the server still keeps the user's choice
  }
}

/** The language this browser showed last, if any. */
export function rememberedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Applies the signed-in user's language (theirs, else the lab's) when it arrives: at sign-in and on
 * reload. Nobody signed in (the sign-in, landing and template pages): nothing is asked, so no 401.
 */
export function useUserLanguage(): void {
  const user = useAppSelector(selectSessionUser);
  const { data } = useGetMyLanguageQuery(undefined, { skip: !user });
  useEffect(() => {
    if (data) void applyLanguage(effectiveLanguage(data));
  }, [data]);
}
