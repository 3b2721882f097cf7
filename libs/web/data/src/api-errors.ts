import type { ApiErrorBody, FieldError } from '@pathdesk/contracts';
import { currentLanguage, fixedT, i18n } from './i18n.js';
import { translateValidation } from './validation-messages.js';

/*
 * The API's errors in the user's language (issue 16.1). The API sends `code` and `params` alongside
 * its English `message`; in English the message is shown as it is (the spec's exact wording), in
 * another language the `errors:<code>` text, else the English message.
 */

/** A field's reason in the user's language (a schema's message by its text, else zod's issue code; see validation-messages.ts). */
export function translateFieldError(error: FieldError): string {
  return translateValidation(error);
}

/** The whole error's message in the user's language. */
export function translateApiError(body: ApiErrorBody): string {
  if (currentLanguage() === 'en' || !body.code) return body.message;
  const t = fixedT('errors');
  if (body.code === 'invalid_input' && body.errors?.length) {
    const summary = body.errors.map((e) => (e.field ? `${e.field}: ${translateFieldError(e)}` : translateFieldError(e))).join('; ');
    return t('errors:invalid_input', { summary });
  }
  return i18n().exists(`errors:${body.code}`) ? t(body.code, body.params ?? {}) : body.message;
}
