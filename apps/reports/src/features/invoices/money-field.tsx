import { NumberField, type NumberFieldProps } from '@pathdesk/web-ui';

/** An amount in baht as a clerk types it: two decimals, never negative, grouped 1,234.50. */
export function MoneyField(props: Omit<NumberFieldProps, 'mode' | 'minFractionDigits' | 'maxFractionDigits' | 'min' | 'locale'>) {
  return <NumberField mode="decimal" minFractionDigits={2} maxFractionDigits={2} min={0} locale="en-US" {...props} />;
}
