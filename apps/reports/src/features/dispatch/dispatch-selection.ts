import type { IncludeReportItem } from '@pathdesk/contracts';

/** What a dispatch of the ticked reports would send: their ids, and how many are corrections sent again. */
export function dispatchSelection(rows: IncludeReportItem[], ticked: ReadonlySet<number>) {
  const chosen = rows.filter((row) => ticked.has(row.id));
  return { reportIds: chosen.map((row) => row.id), resendCount: chosen.filter((row) => row.resend).length };
}

/** The confirmation's question: what goes where, with the corrections counted apart. */
export function dispatchQuestion(count: number, resendCount: number, hospitalName: string): string {
  const what = `${count} report${count === 1 ? '' : 's'}`;
  const again = resendCount ? ` (${resendCount} amended, sent again)` : '';
  return `Send ${what}${again} to ${hospitalName}? One PDF is made with a cover sheet listing them, and they leave the list.`;
}

/** The merged PDF's file name: the dispatch's number (D69-000123.pdf). */
export const dispatchPdfFilename = (dispatch: { number: string }) => `${dispatch.number}.pdf`;
