import type { ApiErrorBody, FieldError } from '@pathdesk/contracts';
import { currentLanguage, fixedT, i18n } from './i18n.js';
import apiMessagesEn from './locales/apiMessages/en.json';
import { messageMatcher, translateValidation } from './validation-messages.js';

/*
 * The API's errors in the user's language (issue 16.1). The API sends `code` and `params` alongside
 * its English `message`; in English the message is shown as it is (the spec's exact wording), in
 * another language the `errors:<code>` text; else the message is found in the `apiMessages`
 * namespace as a field reason is in `validation` (by its exact English text, else by its template,
 * its values kept: `'Invoice {{number}} is {{status}} and never changes. …'`); else the English
 * message stays.
 */

/** The `apiMessages` namespace: the whole-error messages the API words (a unit test keeps it complete). */
export const apiMessages = messageMatcher('apiMessages', apiMessagesEn as Record<string, string>);

/** A field's reason in the user's language (a schema's message by its text, else zod's issue code; see validation-messages.ts). */
export function translateFieldError(error: FieldError): string {
  return translateValidation(error);
}

/** The whole error's message in the user's language. */
export function translateApiError(body: ApiErrorBody): string {
  if (currentLanguage() === 'en') return body.message;
  if (body.code) {
    const t = fixedT('errors');
    if (body.code === 'invalid_input' && body.errors?.length) {
      const summary = body.errors.map((e) => (e.field ? `${e.field}: ${translateFieldError(e)}` : translateFieldError(e))).join('; ');
      return t('errors:invalid_input', { summary });
    }
    if (i18n().exists(`errors:${body.code}`)) return t(body.code, body.params ?? {});
  }
  return apiMessages.translate(body.message) ?? body.message;
}
