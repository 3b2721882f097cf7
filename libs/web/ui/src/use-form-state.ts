import { useCallback, useState } from 'react';
import { fieldErrors, type FieldErrors, type FieldIssue } from './field.js';

/** A zod schema, or anything that validates the same way. */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<FieldIssue> } };
}

/**
 * A form's values and field errors. Changing a field clears its error; `validate` puts a schema's
 * reasons on the fields.
 */
export function useFormState<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const patch = useCallback((changes: Partial<T>) => {
    setValues((v) => ({ ...v, ...changes }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(changes)) delete next[key];
      return next;
    });
  }, []);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => patch({ [field]: value } as unknown as Partial<T>), [patch]);

  /** The parsed value, or undefined once the schema's reasons are on the fields. */
  const validate = useCallback(<R>(schema: Validator<R>, value: unknown): R | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error.issues));
    return undefined;
  }, []);

  return { values, setValues, set, patch, errors, setErrors, validate };
}
