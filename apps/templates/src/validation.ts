import type { Validator } from '@pathdesk/web-ui';

/** A field's reason, or nothing when the value is fine. */
export type Rules<T> = (value: T) => Partial<Record<keyof T & string, string | false | undefined>>;

/**
 * A validator for `useFormState().validate` built from plain checks, the way the apps use the
 * contracts' zod schemas: each reason lands on its field.
 */
export function validator<T>(rules: Rules<T>): Validator<T> {
  return {
    safeParse(value: unknown) {
      const issues = Object.entries(rules(value as T))
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
        .map(([field, message]) => ({ path: [field], message }));
      return issues.length ? { success: false, error: { issues } } : { success: true, data: value as T };
    },
  };
}

export const required = (text: string) => !text.trim() && 'is required';

/** Reason for a number outside min..max (none for an empty optional one). */
export function between(value: number | null, min: number, max: number, { optional = false } = {}) {
  if (value === null) return !optional && 'is required';
  return (value < min || value > max) && `must be between ${min} and ${max}`;
}

/** Puts the focus on the first field with an error, once React has shown the errors. */
export function focusFirstError(form: HTMLElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('input[aria-invalid="true"], [aria-invalid="true"] input, .p-invalid input, input.p-invalid')?.focus());
}
