import type { AgeingBucket, InvoiceListItem, InvoiceStatusFilter } from '@pathdesk/contracts';
import type { TagSeverity } from '@pathdesk/web-ui';

export interface StatusLabel {
  label: string;
  severity: TagSeverity;
}

/** The status filter's choices, in the order a clerk thinks of them. */
export const STATUS_FILTER_OPTIONS: { value: InvoiceStatusFilter; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'issued', label: 'Issued' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
];

const AGEING_LABELS: Record<AgeingBucket, string> = {
  current: 'Not yet due',
  '1-30': '1–30 days overdue',
  '31-60': '31–60 days overdue',
  '61-90': '61–90 days overdue',
  '90+': 'Over 90 days overdue',
};

type StatusFacts = Pick<InvoiceListItem, 'status' | 'paymentState' | 'overdue'>;

/** What an invoice's tag says: its life status, and for an issued one whether it is paid, part paid or overdue. */
export function invoiceStatusLabel(invoice: StatusFacts): StatusLabel {
  if (invoice.status === 'draft') return { label: 'Draft', severity: 'secondary' };
  if (invoice.status === 'void') return { label: 'Void', severity: 'contrast' };
  if (invoice.paymentState === 'paid') return { label: 'Paid', severity: 'success' };
  if (invoice.overdue) return { label: 'Overdue', severity: 'danger' };
  if (invoice.paymentState === 'partial') return { label: 'Part paid', severity: 'warning' };
  return { label: 'Unpaid', severity: 'info' };
}

/** The ageing column: how late an unpaid balance is; blank for drafts, voids and paid invoices. */
export function ageingText(invoice: Pick<InvoiceListItem, 'ageing' | 'daysOverdue'>): string {
  if (!invoice.ageing) return '';
  if (invoice.ageing === 'current') return AGEING_LABELS.current;
  return `${invoice.daysOverdue} day${invoice.daysOverdue === 1 ? '' : 's'} (${invoice.ageing})`;
}
