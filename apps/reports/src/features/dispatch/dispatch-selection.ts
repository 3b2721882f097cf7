import type { ReportsT } from '../../i18n';
import type { IncludeReportItem } from '@pathdesk/contracts';

/** What a dispatch of the ticked reports would send: their ids, and how many are corrections sent again. */
export function dispatchSelection(rows: IncludeReportItem[], ticked: ReadonlySet<number>) {
  const chosen = rows.filter((row) => ticked.has(row.id));
  return { reportIds: chosen.map((row) => row.id), resendCount: chosen.filter((row) => row.resend).length };
}

/** The confirmation's question: what goes where, with the corrections counted apart. */
export function dispatchQuestion(t: ReportsT, count: number, resendCount: number, hospitalName: string): string {
  const what = count === 1 ? t('dispatch.reportsOne', { n: count }) : t('dispatch.reportsMany', { n: count });
  const again = resendCount ? t('dispatch.again', { n: resendCount }) : '';
  return t('dispatch.question', { what, again, hospital: hospitalName });
}

/** The merged PDF's file name: the dispatch's number (D69-000123.pdf). */
export const dispatchPdfFilename = (dispatch: { number: string }) => `${dispatch.number}.pdf`;
