import { useCallback, useState } from 'react';
import { useReportsT } from '../../i18n';
import { apiErrorMessage, notify, sessionEnded, useAppDispatch } from '@pathdesk/web-data';
import { dispositionFilename } from './summary-query';

async function reason(response: Response) {
  try {
    return { status: response.status, data: JSON.parse(await response.text()) as unknown };
  } catch {
    return { status: response.status, data: null };
  }
}

/**
 * Downloads a file of the API (an export) with the session cookie: `downloading` while it runs,
 * the server's reason in an error toast when it fails, a lost session to the shell's sign-in.
 */
export function useFileDownload() {
  const { t } = useReportsT();
  const exportFailed = t('summary.exportFailed');
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = useCallback(
    async (url: string, fallbackName: string) => {
      setDownloading(url);
      try {
        const response = await fetch(url, { credentials: 'include' });
        if (response.status === 401) return void dispatch(sessionEnded());
        if (!response.ok) return void dispatch(notify({ severity: 'error', summary: exportFailed, detail: apiErrorMessage(await reason(response)) }));
        const href = URL.createObjectURL(await response.blob());
        const link = document.createElement('a');
        link.href = href;
        link.download = dispositionFilename(response.headers.get('content-disposition')) ?? fallbackName;
        link.hidden = true;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(href), 10_000);
      } catch (error) {
        dispatch(notify({ severity: 'error', summary: exportFailed, detail: apiErrorMessage({ status: 'FETCH_ERROR', error: String(error) }) }));
      } finally {
        setDownloading(null);
      }
    },
    [dispatch, exportFailed],
  );
  return { download, downloading };
}
