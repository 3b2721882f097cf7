import type { FieldError } from '@pathdesk/contracts';
import { currentLanguage, fixedT, i18n } from './i18n.js';
import validationEn from './locales/validation/en.json';

/*
 * Validation reasons in the user's language (issue 16.1), in one place for the web: the reasons zod
 * gives on the client (the shared schemas of libs/contracts) and those the API sends in a 400's
 * `errors`. The schemas keep their English messages (the spec's wording; the API sends them as they
 * are); in English they are shown unchanged. In Thai:
 *  1. a schema's own message (`'is required'`, `'must be a part letter and a number, e.g. A1'`…) is
 *     found by its English text in the `validation` namespace, whose English file holds exactly these
 *     messages (a unit test keeps it complete) and whose Thai file translates them;
 *  2. else a reason the API words at run time (`'is after today (2026-11-24)'`) is found by the
 *     template of its English text (`'is after today ({{today}})'`), its values kept (one matcher,
 *     `messageMatcher`, serves this namespace and `apiMessages`, the whole error's message);
 *  3. else zod's own wording is translated from the issue's code and limits (`errors:too_small` …);
 *  4. else (a message only a schema knows, a pattern's description) the English message stays.
 */

/** Values that are one code word (a status, a case kind, a role): `is {{status}}` is not any `is …`. */
const CODE_WORDS = new Set(['status', 'state', 'from', 'to', 'kind', 'role']);

/** A message's key, and the values it was worded with when it matched a template. */
interface MessageMatch {
  key: string;
  params?: Record<string, string>;
}

/**
 * Finds English messages in one namespace's English file: by their exact text, else by a template
 * (`'is after today ({{today}})'`, its values kept). Used for the field reasons (`validation`) and
 * for the whole error's message (`apiMessages`, api-errors.ts).
 */
export interface MessageMatcher {
  readonly namespace: string;
  /** The key of a message written out exactly. */
  keyOf(message: string): string | undefined;
  /** The key of a run-time message's template, with the values it was worded with. */
  templateOf(message: string): { key: string; params: Record<string, string> } | undefined;
  /** The key by the exact text, else by a template. */
  match(message: string): MessageMatch | undefined;
  /** The message in the user's language, or undefined when the namespace does not know it. */
  translate(message: string): string | undefined;
}

/** A matcher over a namespace's English messages (key → message; `{{name}}` marks a template's values). */
export function messageMatcher(namespace: string, english: Record<string, string>): MessageMatcher {
  const messages = Object.entries(english);
  const keyOfMessage = new Map(messages.map(([key, message]) => [message, key]));
  // The templates among the messages, most literal text first (so `is {{status}}` is the last resort).
  const templates = messages
    .filter(([, message]) => message.includes('{{'))
    .map(([key, message]) => {
      const names: string[] = [];
      const parts = message.split(/\{\{(\w+)\}\}/);
      const source = parts.map((part, i) => (i % 2 ? (names.push(part), CODE_WORDS.has(part) ? '([a-z_]+)' : '(.+?)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
      const literal = parts.filter((_, i) => i % 2 === 0).join('').length;
      return { key, names, literal, pattern: new RegExp(`^${source}$`) };
    })
    .sort((a, b) => b.literal - a.literal);
  const keyOf = (message: string) => keyOfMessage.get(message);
  const templateOf = (message: string) => {
    for (const { key, names, pattern } of templates) {
      const match = pattern.exec(message);
      if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
    }
    return undefined;
  };
  const match = (message: string): MessageMatch | undefined => {
    const key = keyOf(message);
    return key ? { key } : templateOf(message);
  };
  return {
    namespace,
    keyOf,
    templateOf,
    match,
    translate(message) {
      const found = match(message);
      return found ? fixedT(namespace)(found.key, found.params ?? {}) : undefined;
    },
  };
}

/** The `validation` namespace: the shared schemas' messages and the API's field reasons. */
const validationMessages = messageMatcher('validation', validationEn as Record<string, string>);

/** The `validation` key of a schema's English message, if it has one. */
export function validationMessageKey(message: string): string | undefined {
  return validationMessages.keyOf(message);
}

/** The `validation` key of a run-time reason's template, with the values it was worded with. */
export function validationTemplateOf(message: string): { key: string; params: Record<string, string> } | undefined {
  return validationMessages.templateOf(message);
}

/**
 * A validation issue as zod reports it on the client (only the parts translated here): its code and
 * the limits its wording names.
 */
export interface ValidationIssue {
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  format?: unknown;
  expected?: unknown;
  values?: ReadonlyArray<unknown>;
  divisor?: unknown;
}

const numeric = (value: unknown): number | undefined => (typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined);

/** A zod issue's code and params, as the API sends them in a FieldError (apps/api zod-validation.pipe). */
export function issueCode(issue: ValidationIssue): Pick<FieldError, 'code' | 'params'> {
  // A custom check and a pattern come with the schema's own words: no generic wording fits them.
  if (!issue.code || issue.code === 'custom' || (issue.code === 'invalid_format' && issue.format === 'regex')) return {};
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit = numeric(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    if (limit !== undefined) params.limit = limit;
    if (typeof issue.origin === 'string') params.origin = issue.origin;
  }
  if (issue.code === 'invalid_type' && issue.expected !== undefined) params.expected = String(issue.expected);
  if (issue.code === 'invalid_format' && typeof issue.format === 'string') params.format = issue.format;
  if (issue.code === 'invalid_value' && issue.values) params.values = issue.values.map(String).join(', ');
  if (issue.code === 'not_multiple_of' && numeric(issue.divisor) !== undefined) params.divisor = numeric(issue.divisor)!;
  return { code: issue.code, params };
}

/** A field's reason (a message with, when known, zod's code and params) in the user's language. */
export function translateValidation(error: Pick<FieldError, 'message' | 'code' | 'params'>): string {
  if (currentLanguage() === 'en') return error.message;
  const translated = validationMessages.translate(error.message);
  if (translated !== undefined) return translated;
  if (!error.code || !i18n().exists(`errors:${error.code}`)) return error.message;
  const { origin, ...params } = error.params ?? {};
  // "at least 1 character" is what a required text field says
  if (error.code === 'too_small' && origin === 'string' && params.limit === 1) return fixedT('errors')('required');
  return fixedT('errors')(error.code, { ...params, ...(typeof origin === 'string' ? { context: origin } : {}) });
}

/** A zod issue's reason (client-side validation) in the user's language. */
export function translateIssue(issue: ValidationIssue): string {
  return translateValidation({ message: issue.message, ...issueCode(issue) });
}
