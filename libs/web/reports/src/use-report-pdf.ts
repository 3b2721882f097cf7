import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage, notify, sessionEnded, useAppDispatch } from '@pathdesk/web-data';
import { downloadPdf, reportPdfFilename, reportPdfUrl, ReportPdfError, type ReportRef } from './report-pdf.js';

export const PDF_FAILED = 'Download PDF failed';

/**
 * Downloads a PDF of the API (a report version, a case's labels): `downloading` while it runs (one
 * at a time), an error toast with the server's reason when it fails; a lost session goes to the shell's sign-in.
 */
export function usePdfDownload() {
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);
  const running = useRef(false);

  const download = useCallback(
    async (url: string, filename: string) => {
      if (running.current) return;
      running.current = true;
      setDownloading(true);
      try {
        await downloadPdf(url, filename);
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

/** Downloads a report version's PDF as <accession>-v<version>.pdf. */
export function useReportPdf() {
  const { download, downloading } = usePdfDownload();
  const downloadReport = useCallback((report: ReportRef) => download(reportPdfUrl(report), reportPdfFilename(report)), [download]);
  return { download: downloadReport, downloading };
}
