import { ageingText, invoiceStatusLabel } from './invoice-status';
import { englishT as t } from '../../testing/english-t';

describe('invoiceStatusLabel', () => {
  it.each([
    [{ status: 'draft', paymentState: null, overdue: false }, 'Draft'],
    [{ status: 'void', paymentState: null, overdue: false }, 'Void'],
    [{ status: 'issued', paymentState: 'unpaid', overdue: false }, 'Unpaid'],
    [{ status: 'issued', paymentState: 'partial', overdue: false }, 'Part paid'],
    [{ status: 'issued', paymentState: 'partial', overdue: true }, 'Overdue'],
    [{ status: 'issued', paymentState: 'unpaid', overdue: true }, 'Overdue'],
    // Paid wins over a due date long past.
    [{ status: 'issued', paymentState: 'paid', overdue: true }, 'Paid'],
  ] as const)('%o → %s', (facts, label) => {
    expect(invoiceStatusLabel(t, facts).label).toBe(label);
  });

  it('marks overdue as danger', () => {
    expect(invoiceStatusLabel(t, { status: 'issued', paymentState: 'unpaid', overdue: true }).severity).toBe('danger');
  });
});

describe('ageingText', () => {
  it('is blank without an unpaid balance', () => {
    expect(ageingText(t, { ageing: null, daysOverdue: 0 })).toBe('');
  });
  it('says not yet due for the current bucket', () => {
    expect(ageingText(t, { ageing: 'current', daysOverdue: 0 })).toBe('Not yet due');
  });
  it('gives the days and the bucket when late', () => {
    expect(ageingText(t, { ageing: '1-30', daysOverdue: 1 })).toBe('1 day (1-30)');
    expect(ageingText(t, { ageing: '90+', daysOverdue: 120 })).toBe('120 days (90+)');
  });
});
