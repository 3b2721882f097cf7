import type { ReportsT } from './i18n';
import type { CaseKind } from '@pathdesk/contracts';
import type { InvoiceKind } from '@pathdesk/contracts';

export interface ReportPage {
  path: string;
  title: string;
  description: string;
  icon: string;
}

export type ReportPageGroup = { id: 'released' | 'qc' | 'summaries' | 'invoices'; heading: string; pages: ReportPage[] };

/** Every page's title and purpose in the user's language (written out for the key check). */
const pageTexts = (t: ReportsT): Record<string, { title: string; description: string }> => ({
  'surgical-report': { title: t('pages.surgical-report.title'), description: t('pages.surgical-report.description') },
  'cytological-report': { title: t('pages.cytological-report.title'), description: t('pages.cytological-report.description') },
  'gynecological-report': { title: t('pages.gynecological-report.title'), description: t('pages.gynecological-report.description') },
  'gynecological-review-report': { title: t('pages.gynecological-review-report.title'), description: t('pages.gynecological-review-report.description') },
  'malignancy-review': { title: t('pages.malignancy-review.title'), description: t('pages.malignancy-review.description') },
  'synoptic-completeness': { title: t('pages.synoptic-completeness.title'), description: t('pages.synoptic-completeness.description') },
  'frozen-concordance': { title: t('pages.frozen-concordance.title'), description: t('pages.frozen-concordance.description') },
  concordance: { title: t('pages.concordance.title'), description: t('pages.concordance.description') },
  inbox: { title: t('pages.inbox.title'), description: t('pages.inbox.description') },
  requisitions: { title: t('pages.requisitions.title'), description: t('pages.requisitions.description') },
  loans: { title: t('pages.loans.title'), description: t('pages.loans.description') },
  'surgical-summary-report': { title: t('pages.surgical-summary-report.title'), description: t('pages.surgical-summary-report.description') },
  'cytological-summary-report': { title: t('pages.cytological-summary-report.title'), description: t('pages.cytological-summary-report.description') },
  'gynecological-summary-report': { title: t('pages.gynecological-summary-report.title'), description: t('pages.gynecological-summary-report.description') },
  'surgical-invoice': { title: t('pages.surgical-invoice.title'), description: t('pages.surgical-invoice.description') },
  'cytological-invoice': { title: t('pages.cytological-invoice.title'), description: t('pages.cytological-invoice.description') },
  'gynecological-invoice': { title: t('pages.gynecological-invoice.title'), description: t('pages.gynecological-invoice.description') },
  'additional-invoice': { title: t('pages.additional-invoice.title'), description: t('pages.additional-invoice.description') },
  'paraffin-invoice': { title: t('pages.paraffin-invoice.title'), description: t('pages.paraffin-invoice.description') },
});

/** A page's title and purpose in the user's language (the English ones above when it has none). */
export const pageText = (t: ReportsT, page: ReportPage): { title: string; description: string } => pageTexts(t)[page.path] ?? { title: page.title, description: page.description };

/** A group's heading in the user's language. */
export const groupHeading = (t: ReportsT, group: ReportPageGroup): string =>
  ({ released: t('index.groups.released'), qc: t('index.groups.qc'), summaries: t('index.groups.summaries'), invoices: t('index.groups.invoices') })[group.id];

/** /report/{kind}-report: the released reports of a kind. */
export const REPORT_LIST_PAGES: Record<CaseKind, ReportPage> = {
  surgical: { path: 'surgical-report', title: 'Surgical report', description: 'Released surgical pathology reports', icon: 'pi pi-briefcase' },
  cytological: { path: 'cytological-report', title: 'Cytological report', description: 'Released non-gynecologic cytology reports', icon: 'pi pi-filter' },
  gynecological: { path: 'gynecological-report', title: 'Gynecological report', description: 'Released Pap test reports', icon: 'pi pi-heart' },
};

/** Issue 28.3: a client hospital's inbox of its released reports. */
export const INBOX_PAGE: ReportPage = { path: 'inbox', title: 'Inbox', description: "Your hospitals' new reports, to acknowledge", icon: 'pi pi-inbox' };

/** Issue 28.4: a client hospital's online requisitions, ordered and printed with their code. */
export const REQUISITIONS_PAGE: ReportPage = {
  path: 'requisitions',
  title: 'Requisitions',
  description: 'Order a test online and print the requisition that travels with the specimen',
  icon: 'pi pi-send',
};

/** Issue 28.5: the blocks and slides a client hospital asks for on loan, and where each request is. */
export const LOANS_PAGE: ReportPage = { path: 'loans', title: 'Loans', description: 'Blocks and slides asked for on loan, and where each request is', icon: 'pi pi-box' };

/** Issue 24.1: the migrated malignancy of surgical versions released before the field, for a pathologist to confirm. */
export const MALIGNANCY_REVIEW_PAGE: ReportPage = {
  path: 'malignancy-review',
  title: 'Malignancy to review',
  description: 'Surgical reports released before the malignancy field whose migrated category a pathologist confirms',
  icon: 'pi pi-check-square',
};

export const SYNOPTIC_COMPLETENESS_PAGE: ReportPage = {
  path: 'synoptic-completeness',
  title: 'Synoptic completeness',
  description: 'Malignant reports with a complete synoptic report, by month and pathologist, against the 90% target',
  icon: 'pi pi-list-check',
};

/** Issue 32.3: frozen sections by month — within the lab's target, and against the final diagnosis. */
export const FROZEN_CONCORDANCE_PAGE: ReportPage = {
  path: 'frozen-concordance',
  title: 'Frozen section concordance',
  description: "Frozen sections by month: reported within the lab's target, and how they compared with the final diagnosis",
  icon: 'pi pi-stopwatch',
};

/** Issue 32.2: second opinions asked, answered and agreed with, by month and pathologist. */
export const CONCORDANCE_PAGE: ReportPage = {
  path: 'concordance',
  title: 'Second opinions',
  description: 'Second opinions asked and answered, and how often the colleague agreed, by month and pathologist',
  icon: 'pi pi-sync',
};

export const REVIEW_PAGE: ReportPage = {
  path: 'gynecological-review-report',
  title: 'Gynecological review report',
  description: 'Quality-control rescreens of Pap tests: the queue and the reviews',
  icon: 'pi pi-eye',
};

/** /report/{kind}-summary-report: the cases of a period, counted, drawn and exported. */
export const SUMMARY_PAGES: Record<CaseKind, ReportPage> = {
  surgical: {
    path: 'surgical-summary-report',
    title: 'Surgical summary report',
    description: 'Surgical cases over a period: by hospital, malignancy, pathologist; turnaround',
    icon: 'pi pi-chart-bar',
  },
  cytological: {
    path: 'cytological-summary-report',
    title: 'Cytological summary report',
    description: 'Cytological cases over a period: by hospital, category, pathologist, screener; turnaround',
    icon: 'pi pi-chart-bar',
  },
  gynecological: {
    path: 'gynecological-summary-report',
    title: 'Gynecological summary report',
    description: 'Pap tests over a period: Bethesda categories, ASC:SIL ratio, unsatisfactory rate; turnaround',
    icon: 'pi pi-chart-bar',
  },
};

export const reportPagePath = (page: ReportPage) => `/report/${page.path}`;

/** /report/{kind}-report/{id}: one released version. */
export const reportDetailPath = (kind: CaseKind, id: number) => `${reportPagePath(REPORT_LIST_PAGES[kind])}/${id}`;

/** /report/{kind}-invoice: the invoices of a kind (issue 13); /report/{kind}-invoice/{id}: one invoice. */
export const INVOICE_PAGES: Record<InvoiceKind, ReportPage> = {
  surgical: { path: 'surgical-invoice', title: 'Surgical invoice', description: 'Invoices of surgical cases', icon: 'pi pi-wallet' },
  cytological: { path: 'cytological-invoice', title: 'Cytological invoice', description: 'Invoices of cytological cases', icon: 'pi pi-wallet' },
  gynecological: { path: 'gynecological-invoice', title: 'Gynecological invoice', description: 'Invoices of gynecological cases', icon: 'pi pi-wallet' },
  additional: { path: 'additional-invoice', title: 'Additional test invoice', description: 'Invoices of additional tests', icon: 'pi pi-wallet' },
  paraffin: { path: 'paraffin-invoice', title: 'Paraffin block invoice', description: 'Invoices of paraffin blocks', icon: 'pi pi-wallet' },
};

export const invoicePath = (kind: InvoiceKind, id?: number) => `${reportPagePath(INVOICE_PAGES[kind])}${id ? `/${id}` : ''}`;

/** The landing page's groups, in the order of spec §2. */
export const REPORT_PAGE_GROUPS: ReportPageGroup[] = [
  { id: 'released', heading: 'Released reports', pages: Object.values(REPORT_LIST_PAGES) },
  { id: 'qc', heading: 'Quality control', pages: [REVIEW_PAGE, MALIGNANCY_REVIEW_PAGE, SYNOPTIC_COMPLETENESS_PAGE, FROZEN_CONCORDANCE_PAGE, CONCORDANCE_PAGE] },
  { id: 'summaries', heading: 'Summaries', pages: Object.values(SUMMARY_PAGES) },
  { id: 'invoices', heading: 'Invoices', pages: Object.values(INVOICE_PAGES) },
];
