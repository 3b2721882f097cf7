import type { CSSProperties, ReactNode } from 'react';
import { translateIssue, type ValidationIssue } from '@pathdesk/web-data';
import { useCommonT } from './use-common-t.js';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** What a field helper (TextField, DropdownField…) passes to its Field. */
export type FieldFrameProps = Omit<FieldProps, 'children'>;

/** An English check's fragment that reads on after the field's name ("Birth date is required"); others follow a colon. */
const PREDICATE = /^(is|are|was|were|must|does|do|has|have|cannot|can|should|needs|names|belongs|comes|may)\b/;

/**
 * The error under a field as a whole message that names the field (issue 26.7): a check's fragment
 * becomes "Birth date is required" or "Tests: choose at least one test" (in Thai "วันเกิด: ต้องระบุ");
 * a message that is already a sentence, or names the field, stays as it is.
 */
export function fieldMessage(label: string, error: string, join: (field: string, reason: string) => string): string {
  const text = error.trim();
  if (!text || text.startsWith(label)) return text;
  if (/^[\u0E00-\u0E7F]/.test(text)) return join(label, text);
  if (!/^[a-z]/.test(text)) return text;
  return PREDICATE.test(text) ? join(label, text) : `${label}: ${text}`;
}

/**
 * The hint and the error wrap within the field's width and never widen it: a field sized by its
 * content (beside a button in a row) kept its width when its error came and went, so a click on the
 * button beside it did not land where the button had just been.
 */
const BELOW: CSSProperties = { width: 0, minWidth: '100%' };

/** A labelled form control with its hint and error, wired for screen readers (PrimeFlex `field`). */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  const { t } = useCommonT();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field flex flex-column gap-1">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="text-red-500">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy, className: error ? 'p-invalid w-full' : 'w-full' })}
      {hint && !error ? (
        <small id={`${id}-hint`} className="text-color-secondary" style={BELOW}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert" style={BELOW}>
          {fieldMessage(label, error, (field, reason) => t('fieldReason', { field, reason }))}
        </small>
      ) : null}
    </div>
  );
}

export type FieldErrors = Partial<Record<string, string>>;

/** A validation issue: a zod issue of a client-side check, or one of the API's `errors` (already translated). */
export type FieldIssue = ValidationIssue & { path?: ReadonlyArray<PropertyKey>; field?: string };

/**
 * Field errors from validation issues (a zod error's `issues`, or the API's `errors`), in the user's
 * language: the schemas' English messages are translated here, in one place (issue 16.1).
 */
export function fieldErrors(issues: ReadonlyArray<FieldIssue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.field ?? String(issue.path?.[0] ?? '');
    if (field && !errors[field]) errors[field] = translateIssue(issue);
  }
  return errors;
}
