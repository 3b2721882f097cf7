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

/**
 * Codes of the API's errors with a fixed English message: the API adds `code` to such an error
 * (api-exception.filter.ts), the web shows the `errors:<code>` text of the user's language and falls
 * back to the English message. Messages with variable parts carry their code and `params` where
 * they are thrown. Append codes here; never change a message (the spec's strings are the contract).
 */
export const API_ERROR_CODES: Readonly<Record<string, string>> = {
  'Please sign in.': 'sign_in_required',
  'Not signed in.': 'sign_in_required',
  'Your role may not do this.': 'role_forbidden',
  'Your role does not allow this.': 'role_forbidden',
  'You can change only your own password.': 'own_password_only',
  'Registration is closed: ask an administrator for an account.': 'registration_closed',
  'You cannot delete your own account.': 'cannot_delete_self',
  'User not found.': 'user_not_found',
  'No such case.': 'case_not_found',
  'No such patient.': 'patient_not_found',
  'No such hospital.': 'hospital_not_found',
  'No such doctor.': 'doctor_not_found',
  'No such prefix.': 'prefix_not_found',
  'No such entry.': 'entry_not_found',
  'No such test.': 'test_not_found',
  'Another hospital has this code or Thai name.': 'hospital_taken',
  'Another prefix of this case kind is active: deactivate it first.': 'prefix_active',
  'The accession prefix of these cases was changed while they were being registered: nothing was registered. Try again.': 'prefix_changed',
  'A record with the same unique value already exists.': 'unique_conflict',
  'The record is referenced by other records, or refers to one that does not exist.': 'reference_conflict',
  'Something went wrong on the server; nothing was changed. Try again, and tell your administrator if it keeps happening.': 'server_error',
};

/** Codes of field errors: zod's issue codes, with the limits as params (zod-validation.pipe.ts). */
export const FIELD_ERROR_CODES = ['too_small', 'too_big', 'invalid_type', 'invalid_format', 'invalid_value', 'unrecognized_keys', 'not_multiple_of', 'custom'] as const;
