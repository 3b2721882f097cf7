import type { ErrorParams } from './error-codes.js';

/*
 * Zod issues read as catalogue codes, against a catalogue given: the API's (ERROR_MESSAGES,
 * error-codes.ts) or the web's English `errors` namespace, which repeats it word for word (a unit test
 * holds them equal) — so the web's bundles carry the English texts once, not the catalogue beside them.
 */

/** A validation issue as zod reports it (the parts read here), on the API and in the web's forms alike. */
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
  params?: unknown;
}

const numeric = (value: unknown): number | undefined => (typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined);

export interface IssueReader {
  /** Whether `code` is one of the catalogue's. */
  isCode(code: unknown): code is string;
  /** The code of a fixed catalogue message (exactly its English text, no values), if it is one. */
  fixedMessageCode(message: string): string | undefined;
  /**
   * A zod issue's code and params: a coded custom issue's own (customIssue); a schema's fixed message
   * by its code; else zod's issue code, made specific (`too_small_string`, `is_required`) with its limits.
   */
  issueError(issue: ValidationIssue): { code: string; params?: ErrorParams };
}

/** Reads issues against `catalogue` (code → English wording, `{{name}}` marking a value). */
export function issueReader(catalogue: Readonly<Record<string, string>>): IssueReader {
  const isCode = (code: unknown): code is string => typeof code === 'string' && Object.hasOwn(catalogue, code);
  const fixed = new Map(
    Object.entries(catalogue)
      .filter(([, message]) => !message.includes('{{'))
      .map(([code, message]) => [message, code]),
  );
  const fixedMessageCode = (message: string) => fixed.get(message);
  function issueError(issue: ValidationIssue): { code: string; params?: ErrorParams } {
    const own = issue.params as { errorCode?: unknown; values?: ErrorParams } | undefined;
    if (issue.code === 'custom' && own && isCode(own.errorCode)) return { code: own.errorCode, ...(own.values ? { params: own.values } : {}) };
    const known = fixedMessageCode(issue.message);
    if (known) return { code: known };
    // a pattern comes with the schema's own description of what it wants: no generic wording fits it
    if (issue.code === 'custom' || (issue.code === 'invalid_format' && issue.format === 'regex')) return { code: 'invalid_field' };
    switch (issue.code) {
      case 'too_small':
      case 'too_big': {
        const limit = numeric(issue.code === 'too_small' ? issue.minimum : issue.maximum);
        const origin = typeof issue.origin === 'string' ? issue.origin : '';
        if (issue.code === 'too_small' && origin === 'string' && limit === 1) return { code: 'is_required' };
        const specific = `${issue.code}_${origin}`;
        return { code: isCode(specific) ? specific : issue.code, ...(limit !== undefined ? { params: { limit } } : {}) };
      }
      case 'invalid_type':
        return { code: 'invalid_type', params: { expected: String(issue.expected) } };
      case 'invalid_format':
        return { code: 'invalid_format', params: { format: String(issue.format) } };
      case 'invalid_value':
        return { code: 'invalid_value', params: { values: (issue.values ?? []).map(String).join(', ') } };
      case 'unrecognized_keys':
        return { code: 'unrecognized_keys' };
      case 'not_multiple_of':
        return { code: 'not_multiple_of', params: { divisor: numeric(issue.divisor) ?? String(issue.divisor) } };
      default:
        return { code: 'invalid_field' };
    }
  }
  return { isCode, fixedMessageCode, issueError };
}
