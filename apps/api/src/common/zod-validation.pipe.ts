import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { type FieldError, issueError } from '@pathdesk/contracts';
import { invalidInput } from './invalid-input.js';
import { unstorableInput } from './storable-input.js';

/**
 * Validates a body or query against a contract schema. Unknown fields are rejected by the schemas
 * (strict objects), so nothing unexpected reaches a service. Before the schema, the one shared check
 * of every body and query: no text the database cannot store (NUL, lone surrogates), no deep nesting.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.infer<S> {
    // A path parameter is one value: its errors name the parameter (`id`), not an empty path.
    const param = metadata?.type === 'param' && metadata.data ? metadata.data : undefined;
    const unstorable = unstorableInput(value);
    if (unstorable) refuse([param && !unstorable.field ? { ...unstorable, field: param } : unstorable]);
    const result = this.schema.safeParse(param ? value : (value ?? {}));
    if (result.success) {
      // Text decoded by the schema itself (the JSON of list filters) is checked the same way.
      const decoded = unstorableInput(result.data);
      if (decoded) refuse([decoded]);
      return result.data;
    }
    refuse(
      result.error.issues.map((issue) => ({
        field: issue.code === 'unrecognized_keys' ? unknownFields(issue) : [param, ...issue.path].filter((p) => p !== undefined).join('.'),
        message: issue.message,
        ...issueError(issue),
      })),
    );
  }
}

function refuse(errors: FieldError[]): never {
  throw invalidInput(errors);
}

/** Unknown fields by their full names: `accessionNo, createdBy`, or inside an object `fields.interpretation`. */
function unknownFields(issue: z.core.$ZodIssueUnrecognizedKeys): string {
  return issue.keys.map((key) => [...issue.path, key].map(String).join('.')).join(', ');
}
