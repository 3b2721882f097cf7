import { coded } from '@pathdesk/contracts';
import { labDay, type CreateInvoiceDraftRequest } from '@pathdesk/contracts';
import { invalidInput } from '../../common/invalid-input.js';
import type { BillablePeriod } from '../sql/billable-lines.js';

/** The last day of the month yyyy-mm. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The period of a draft: a month (its first to last day) or from..to. A period that ends after
 * today is refused: cases still to come in it would never be billed (they would fall in a period
 * already invoiced). To bill a month so far, give from and to = today.
 */
export function billingPeriod(request: Pick<CreateInvoiceDraftRequest, 'month' | 'from' | 'to'>, today = labDay()): BillablePeriod {
  const period = request.month ? { from: `${request.month}-01`, to: monthEnd(request.month) } : { from: request.from!, to: request.to! };
  if (period.to > today) {
    const field = request.month ? 'month' : 'to';
    throw invalidInput([{ field, ...coded('period_not_over', { to: period.to, today }) }]);
  }
  return period;
}
