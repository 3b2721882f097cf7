import type { FieldError } from '@pathdesk/contracts';

/** Deeper than any contract goes: deeper input is refused before anything walks it recursively. */
const MAX_INPUT_DEPTH = 16;

// PostgreSQL stores neither NUL in text/json nor half of a UTF-16 surrogate pair (invalid UTF-8).
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first place in a body or query (keys included) that the database could not store or that is
 * nested too deeply, as a field error; undefined when there is none. Iterative: any depth is safe.
 */
export function unstorableInput(input: unknown): FieldError | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    const field = path.join('.');
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { field, message: 'cannot be stored: it holds a NUL character or a broken Unicode character' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { field, message: 'is nested too deeply' };
    for (const [key, inner] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return { field, message: 'cannot be stored: a field name holds a NUL or broken Unicode character' };
      stack.push({ value: inner, path: [...path, key] });
    }
  }
  return undefined;
}
