import { REPORT_ROUTES, type ReportDto } from '@pathdesk/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type ReportRef = Pick<ReportDto, 'kind' | 'id' | 'accessionNo' | 'version'>;

export const reportPdfUrl = (report: Pick<ReportRef, 'kind' | 'id'>) => `/api/reports/${REPORT_ROUTES[report.kind].plural}/${report.id}/pdf`;

/** The name a downloaded report gets: its accession number and version (S68-00042-v2.pdf). */
export const reportPdfFilename = (report: Pick<ReportRef, 'accessionNo' | 'version'>) => `${report.accessionNo}-v${report.version}.pdf`;

/** A failed download, described as RTK Query describes a failed call (for apiErrorMessage). */
export class ReportPdfError extends Error {
  constructor(readonly reason: FetchBaseQueryError) {
    super('The PDF could not be downloaded.');
  }
}

async function failure(response: Response): Promise<ReportPdfError> {
  let data: unknown = null;
  try {
    data = JSON.parse(await response.text());
  } catch {
    // Not the API's JSON error body (a proxy's page, say): the status says enough.
  }
  return new ReportPdfError({ status: response.status, data });
}

/**
 * Fetches a PDF of the API (`/api/…`) with the session cookie (the server records it as a print)
 * and hands it to the browser as a file download named `filename`. The PDF is kept in memory only
 * as long as the download takes: RTK Query would keep it in the store, which holds serialisable data only.
 */
export async function downloadPdf(url: string, filename: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/pdf' } });
  } catch (error) {
    throw new ReportPdfError({ status: 'FETCH_ERROR', error: String(error) });
  }
  if (!response.ok) throw await failure(response);
  saveFile(await response.blob(), filename);
}

/** How long the browser keeps the downloaded file's object URL (some browsers read it after the click returns). */
const REVOKE_AFTER_MS = 10_000;

function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}
