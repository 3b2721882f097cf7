import {
  type ApiErrorBody,
  type ErrorParams,
  type FieldError,
  formatDisplayDate,
  formatDisplayMonth,
  type IssueReader,
  issueReader,
  type ValidationIssue,
} from '@pathdesk/contracts';
import { fixedT, i18n } from './i18n.js';
import { currentDateDisplay } from './preferences-slice.js';

/*
 * The API's errors in the user's language, by code (issues 16.1, 25.7). Every error the API raises
 * for a person carries a code of the catalogue (ERROR_MESSAGES, libs/contracts error-messages.ts; read
 * here from its English in locales/errors/en.json) and
 * its params beside the English message; the web shows the `errors:<code>` text of the user's
 * language (English: the catalogue; Thai: locales/errors/th.json). No English text is matched here:
 * an error without a code (another server's, or a client without the codes) keeps its message.
 */

export type { ValidationIssue };

/**
 * Codes and their English read from the `errors` namespace's English, which repeats the API's
 * catalogue word for word (api-errors.spec.ts holds them equal): the bundles carry the texts once.
 * They are not part of the shell's first load (43 KB, 13 KiB gzip: issue 33.3's budget): fetched
 * when an API call fails (the base query waits for them before it answers), when a remote is opened
 * and once the browser is idle. Until then a code is not known and its message shows as sent.
 */
let english: Readonly<Record<string, string>> = {};
let reader: IssueReader | undefined;
let loading: Promise<void> | undefined;

/** Fetches the errors' English once (again after a failed fetch); resolves when codes can be read. */
export function loadErrorTexts(): Promise<void> {
  loading ??= import('./locales/errors/en.json').then(
    ({ default: texts }) => {
      english = texts;
      reader = issueReader(texts);
      i18n().addResourceBundle('en', 'errors', texts, true, true);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const isErrorCode = (code: unknown): code is string => reader?.isCode(code) ?? false;

/**
 * A param as the reason shows it: a day (yyyy-mm-dd), a month (yyyy-mm) or an instant in the lab's
 * date format and era (issue 26.2), anything else as sent.
 */
function shownParam(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const display = currentDateDisplay();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDisplayDate(value, display) || value;
  if (/^\d{4}-\d{2}$/.test(value)) return formatDisplayMonth(value, display) || value;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDisplayDate(value, display, { withTime: true }) || value;
  return value;
}

/** The text of a code with its params, in the user's language. */
function codeText(code: string, params: ErrorParams | undefined): string | undefined {
  if (!isErrorCode(code) || !i18n().exists(`errors:${code}`)) return undefined;
  const shown = Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, shownParam(value)]));
  return fixedT('errors')(code, shown);
}

/** A field's reason in the user's language: its code's text, else its message as sent. */
export function translateFieldError(error: Pick<FieldError, 'message' | 'code' | 'params'> & { field?: string }): string {
  // `invalid_field`: a check the catalogue does not word (a template's own rule): its message says more
  if (!error.code || error.code === 'invalid_field') return error.message;
  return codeText(error.code, error.params) ?? error.message;
}

/** A zod issue's reason (the forms' own validation, before sending) in the user's language, by its code. */
export function translateIssue(issue: ValidationIssue): string {
  if (!reader) return issue.message;
  const { code, params } = reader.issueError(issue);
  // an issue zod words itself and the catalogue has no specific code for keeps zod's words
  if (code === 'invalid_field') return issue.message;
  return codeText(code, params) ?? issue.message;
}

/**
 * A field's name as a person reads it (`common:fields`): the last name of its path, array indexes
 * passed over (`parts.1.specimen` → Specimen); undefined for a field the list does not know.
 */
function fieldLabel(field: string): string | undefined {
  const name = field
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .at(-1);
  return name && i18n().exists(`common:fields.${name}`) ? fixedT('common')(`fields.${name}`) : undefined;
}

/**
 * A field's reason as a sentence that names the field (issue 26.7): "Birth date must be on or before
 * the received date", "HN is required" — in a toast the field is not beside it, as it is on a form.
 */
function namedFieldReason(error: FieldError): string {
  const reason = translateFieldError(error);
  if (!error.field) return reason;
  // A reason worded as a whole sentence (its catalogue English starts with a capital: "Birth date
  // must be …") already names what it is about, in every language.
  const wording = error.code && isErrorCode(error.code) ? english[error.code]! : error.message;
  if (/^\p{Lu}/u.test(wording)) return reason;
  const label = fieldLabel(error.field);
  return label ? fixedT('common')('fieldReason', { field: label, reason }) : `${error.field}: ${reason}`;
}

/** The whole error's message in the user's language. */
export function translateApiError(body: ApiErrorBody): string {
  if (!body.code) return body.message;
  if (body.code === 'invalid_input' && body.errors?.length) {
    const summary = body.errors.map(namedFieldReason).join('; ');
    return fixedT('errors')('invalid_input', { summary });
  }
  return codeText(body.code, body.params) ?? body.message;
}
