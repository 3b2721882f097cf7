import { formatThaiDate, formatThaiDateTime } from '@pathdesk/contracts';

/**
 * An instant as reports print it — Bangkok time, Buddhist Era: "2 มิ.ย. 2568 10:05" — or, with
 * `dateOnly`, a yyyy-mm-dd day ("2 มิ.ย. 2568"). Machine-readable through <time>.
 */
export function ThaiDateTime({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  return <time dateTime={value}>{dateOnly ? formatThaiDate(value) : formatThaiDateTime(value)}</time>;
}
