import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage, notify, sessionEnded, useAppDispatch } from '@pathdesk/web-data';
import { downloadReportPdf, ReportPdfError, type ReportRef } from './report-pdf.js';

export const PDF_FAILED = 'Download PDF failed';

/**
 * Downloads a report version's PDF: `downloading` while it runs (one at a time), an error toast
 * with the server's reason when it fails; a lost session goes to the shell's sign-in.
 */
export function useReportPdf() {
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);
  const running = useRef(false);

  const download = useCallback(
    async (report: ReportRef) => {
      if (running.current) return;
      running.current = true;
      setDownloading(true);
      try {
        await downloadReportPdf(report);
      } catch (error) {
        const reason = error instanceof ReportPdfError ? error.reason : ({ status: 'CUSTOM_ERROR', error: String(error) } as const);
        if (reason.status === 401) dispatch(sessionEnded());
        else dispatch(notify({ severity: 'error', summary: PDF_FAILED, detail: apiErrorMessage(reason) }));
      } finally {
        running.current = false;
        setDownloading(false);
      }
    },
    [dispatch],
  );

  return { download, downloading };
}
