import { ERROR_MESSAGES } from './error-messages.js';
import { issueReader, type ValidationIssue } from './error-issues.js';

/*
 * Errors by code (issue 25.7): every error the API raises for a person — the whole error and each
 * field's reason — carries a `code` of ERROR_MESSAGES and its `params` beside the English `message`
 * worded from the catalogue. The web translates by the code (`errors:<code>`), never by the English
 * text. This is the one mechanism of both sides; see docs/architecture.md "Errors by code".
 */

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export type ErrorParams = Record<string, string | number>;

/** A coded message: the shape of a field error's reason and of an exception's body (`{ message, code, params }`). */
export interface CodedMessage {
  message: string;
  code: ErrorCode;
  params?: ErrorParams;
}

export { ERROR_MESSAGES };
export type { ValidationIssue };

/** Issues read against the API's catalogue (the web reads them against its `errors` namespace: error-issues.ts). */
const readIssue = issueReader(ERROR_MESSAGES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);
}

/** The `{{name}}` values a code's wording takes. */
export function errorParamNames(code: ErrorCode): string[] {
  return [...(ERROR_MESSAGES[code] as string).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
}

/** The English wording of a code with its values. */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return (ERROR_MESSAGES[code] as string).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/**
 * `{ message, code, params }` of a code: spread it into an exception's body or a field error
 * (`{ field: 'version', ...coded('is_not_the_latest') }`), or pass it as the exception's response.
 */
export function coded(code: ErrorCode, values?: Record<string, string | number | null | undefined>): CodedMessage {
  const params = values && Object.keys(values).length ? definedValues(values) : undefined;
  return { message: errorMessage(code, params), code, ...(params ? { params } : {}) };
}

/** The values as a template literal showed them (a missing one as empty text). */
function definedValues(values: Record<string, string | number | null | undefined>): ErrorParams {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? value : (value ?? '')]));
}

/** The code of a fixed catalogue message (exactly its English text), if it is one. */
export function fixedMessageCode(message: string): ErrorCode | undefined {
  return readIssue.fixedMessageCode(message) as ErrorCode | undefined;
}

/**
 * A schema check's issue with a code: `ctx.addIssue({ path, ...customIssue('value_listed_twice', { value }) })`.
 * Zod keeps `params` of a custom issue; the validation pipe and the web's forms read the code there.
 */
export function customIssue(code: ErrorCode, params?: ErrorParams): { code: 'custom'; message: string; params: { errorCode: ErrorCode; values?: ErrorParams } } {
  return { code: 'custom', message: errorMessage(code, params), params: { errorCode: code, ...(params ? { values: params } : {}) } };
}

/**
 * A zod issue's code and params: a coded custom issue's own (customIssue); a schema's fixed message
 * by its catalogue code (the schemas word their messages from ERROR_MESSAGES; a unit test proves every
 * one is there); else zod's issue code, made specific (`too_small_string`, `is_required`) with its limits.
 */
export function issueError(issue: ValidationIssue): { code: ErrorCode; params?: ErrorParams } {
  return readIssue.issueError(issue) as { code: ErrorCode; params?: ErrorParams };
}
