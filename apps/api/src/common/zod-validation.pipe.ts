import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import type { FieldError } from '@pathdesk/contracts';
import { invalidInput } from './invalid-input.js';
import { unstorableInput } from './storable-input.js';

/**
 * Validates a body or query against a contract schema. Unknown fields are rejected by the schemas
 * (strict objects), so nothing unexpected reaches a service. Before the schema, the one shared check
 * of every body and query: no text the database cannot store (NUL, lone surrogates), no deep nesting.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const unstorable = unstorableInput(value);
    if (unstorable) refuse([unstorable]);
    const result = this.schema.safeParse(value ?? {});
    if (result.success) {
      // Text decoded by the schema itself (the JSON of list filters) is checked the same way.
      const decoded = unstorableInput(result.data);
      if (decoded) refuse([decoded]);
      return result.data;
    }
    refuse(
      result.error.issues.map((issue) => ({
        field: issue.code === 'unrecognized_keys' ? unknownFields(issue) : issue.path.join('.'),
        message: issue.message,
        ...issueCode(issue),
      })),
    );
  }
}

function refuse(errors: FieldError[]): never {
  throw invalidInput(errors);
}

/**
 * The issue's code and limits, for a message in the user's language (issue 16.1). A schema's own
 * wording (a `custom` issue, or a message given to a check) has no generic translation: such an
 * error keeps only its English message, which the web shows as it is.
 */
function issueCode(issue: z.core.$ZodIssue): Pick<FieldError, 'code' | 'params'> {
  // A pattern (regex) always comes with the schema's own description of what it wants.
  if (issue.code === 'custom' || (issue.code === 'invalid_format' && issue.format === 'regex')) return {};
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
    params.limit = typeof limit === 'bigint' ? Number(limit) : limit;
    params.origin = issue.origin;
  }
  if (issue.code === 'invalid_type') params.expected = String(issue.expected);
  if (issue.code === 'invalid_format') params.format = issue.format;
  if (issue.code === 'invalid_value') params.values = issue.values.map(String).join(', ');
  if (issue.code === 'not_multiple_of') params.divisor = Number(issue.divisor);
  return { code: issue.code, params };
}

/** Unknown fields by their full names: `accessionNo, createdBy`, or inside an object `fields.interpretation`. */
function unknownFields(issue: z.core.$ZodIssueUnrecognizedKeys): string {
  return issue.keys.map((key) => [...issue.path, key].map(String).join('.')).join(', ');
}
