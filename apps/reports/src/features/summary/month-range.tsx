import { useState } from 'react';
import { labMonth } from '@pathdesk/contracts';
import { LabCalendar } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';

const toDate = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, 1);
const toMonth = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
/** The month `n` months before `month`. */
const monthsBack = (month: string, n: number) => toMonth(new Date(Number(month.slice(0, 4)), Number(month.slice(5)) - 1 - n, 1));

export interface MonthRange {
  from: string;
  to: string;
}

/** A range of months (yyyy-mm) of the monthly records, the last six by default; `set` keeps it a valid range. */
export function useMonthRange() {
  const now = labMonth();
  const [range, setRange] = useState<MonthRange>({ from: monthsBack(now, 5), to: now });
  const set = (end: keyof MonthRange, value: Date | null) => {
    if (!value) return;
    const month = toMonth(value);
    // The other end follows when passed.
    setRange((r) => {
      const next = { ...r, [end]: month };
      return next.from > next.to ? { from: month, to: month } : next;
    });
  };
  return { now, range, set };
}

/** The first and last month of a monthly record (synoptic completeness, concordance), up to this month. */
export function MonthRangeFilter({ now, range, set }: ReturnType<typeof useMonthRange>) {
  const { t } = useReportsT();
  return (
    <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label={t('completeness.months')}>
      <LabCalendar
        value={toDate(range.from)}
        onChange={(e) => set('from', e.value as Date | null)}
        view="month"
        readOnlyInput
        showIcon
        aria-label={t('completeness.from')}
        maxDate={toDate(now)}
      />
      <span aria-hidden>–</span>
      <LabCalendar
        value={toDate(range.to)}
        onChange={(e) => set('to', e.value as Date | null)}
        view="month"
        readOnlyInput
        showIcon
        aria-label={t('completeness.to')}
        maxDate={toDate(now)}
      />
    </div>
  );
}
