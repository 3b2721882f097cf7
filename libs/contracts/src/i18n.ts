/* ---------------------------------------------------------------------------------------------
 * Languages (issue 16.1): every screen in English (the default, the spec's wording) and Thai.
 * The lab chooses its default in Lab settings; each user may choose theirs in the top bar.
 * ------------------------------------------------------------------------------------------- */

export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** GET/PUT /api/users/me/language: the signed-in user's own choice (null: the lab's default) and the lab's default. */
export interface LanguageResponse {
  language: Language | null;
  labLanguage: Language;
}

/** PUT /api/users/me/language: null goes back to the lab's default. */
export interface SetLanguageRequest {
  language: Language | null;
}

/** The language a signed-in user sees: their own choice, else the lab's. */
export function effectiveLanguage({ language, labLanguage }: LanguageResponse): Language {
  return language ?? labLanguage;
}
