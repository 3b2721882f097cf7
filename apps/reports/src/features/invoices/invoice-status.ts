import type { ReportsT } from '../../i18n';
import type { InvoiceListItem, InvoiceStatusFilter } from '@pathdesk/contracts';
import type { TagSeverity } from '@pathdesk/web-ui';

export interface StatusLabel {
  label: string;
  severity: TagSeverity;
}

/** The status filter's choices, in the order a clerk thinks of them. */
export const statusFilterOptions = (t: ReportsT): { value: InvoiceStatusFilter; label: string }[] => [
  { value: 'draft', label: t('invoice.status.draft') },
  { value: 'issued', label: t('invoice.status.issued') },
  { value: 'unpaid', label: t('invoice.status.unpaid') },
  { value: 'overdue', label: t('invoice.status.overdue') },
  { value: 'paid', label: t('invoice.status.paid') },
  { value: 'void', label: t('invoice.status.void') },
];

type StatusFacts = Pick<InvoiceListItem, 'status' | 'paymentState' | 'overdue'>;

/** What an invoice's tag says: its life status, and for an issued one whether it is paid, part paid or overdue. */
export function invoiceStatusLabel(t: ReportsT, invoice: StatusFacts): StatusLabel {
  if (invoice.status === 'draft') return { label: t('invoice.status.draft'), severity: 'secondary' };
  if (invoice.status === 'void') return { label: t('invoice.status.void'), severity: 'contrast' };
  if (invoice.paymentState === 'paid') return { label: t('invoice.status.paid'), severity: 'success' };
  if (invoice.overdue) return { label: t('invoice.status.overdue'), severity: 'danger' };
  if (invoice.paymentState === 'partial') return { label: t('invoice.status.partial'), severity: 'warning' };
  return { label: t('invoice.status.unpaid'), severity: 'info' };
}

/** The ageing column: how late an unpaid balance is; blank for drafts, voids and paid invoices. */
export function ageingText(t: ReportsT, invoice: Pick<InvoiceListItem, 'ageing' | 'daysOverdue'>): string {
  if (!invoice.ageing) return '';
  if (invoice.ageing === 'current') return t('invoice.notYetDue');
  return invoice.daysOverdue === 1
    ? t('invoice.overdueOne', { n: invoice.daysOverdue, bucket: invoice.ageing })
    : t('invoice.overdueMany', { n: invoice.daysOverdue, bucket: invoice.ageing });
}
