import { CASE_KINDS, DEFAULT_TAT_TARGETS, type CaseKind, type LabClosure, type TurnaroundSettings, type UpdateTurnaroundRequest } from '@pathdesk/contracts';
import { translateIssue, type ValidationIssue } from '@pathdesk/web-data';

/** The form holds shares as percentages and closure days as dates, as people enter them. */
export interface TurnaroundForm {
  targets: { kind: CaseKind; days: number | null; percent: number | null }[];
  closures: { from: Date | null; to: Date | null; reason: string }[];
}

const day = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};
const ymd = (date: Date | null) => (date ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}` : '');

export function toTurnaroundForm(settings: TurnaroundSettings): TurnaroundForm {
  return {
    targets: CASE_KINDS.map((kind) => {
      const target = settings.targets.find((t) => t.kind === kind) ?? DEFAULT_TAT_TARGETS.find((t) => t.kind === kind)!;
      return { kind, days: target.days, percent: Math.round(target.share * 1000) / 10 };
    }),
    closures: settings.closures.map((c: LabClosure) => ({ from: day(c.from), to: day(c.to), reason: c.reason })),
  };
}

/** The request of the form (the schema then says what is wrong, field by field). */
export function toTurnaroundRequest(form: TurnaroundForm): UpdateTurnaroundRequest {
  return {
    targets: form.targets.map((t) => ({ kind: t.kind, days: t.days as number, share: t.percent === null ? (null as unknown as number) : t.percent / 100 })),
    closures: form.closures.map((c) => ({ from: ymd(c.from), to: ymd(c.to ?? c.from), reason: c.reason.trim() })),
  };
}

/**
 * A reason's field in the form, from the schema's or the server's path: targets.1.share → the
 * percentage field of the second target; closures.0.to → the first closure's end.
 */
export function turnaroundErrors(
  issues: ReadonlyArray<ValidationIssue & { path?: ReadonlyArray<PropertyKey>; field?: string }>,
  percentRange = 'must be between 1% and 100%',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = (issue.field ?? (issue.path ?? []).map(String).join('.')).replace(/\.share$/, '.percent');
    const message = /\.percent$/.test(key) && /between/.test(issue.message) ? percentRange : translateIssue(issue);
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
}

/**
 * Closures whose first day is not picked, as field reasons. Checked before the schema, whose
 * length check needs both days to be real dates. `reason` is the text shown (the user's language).
 */
export function missingClosureDays(form: TurnaroundForm, reason = 'choose the first day'): Record<string, string> {
  return Object.fromEntries(form.closures.flatMap((c, i) => (c.from ? [] : [[`closures.${i}.from`, reason]])));
}
