import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { deferred, fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { reportPdfFilename } from './report-pdf';
import { PDF_FAILED, useReportPdf } from './use-report-pdf';

const report = { kind: 'surgical', id: 7, accessionNo: 'S68-00042', version: 2 } as const;

/** jsdom's fetch stub has no blob(): a PDF answer as the browser would give it. */
const pdfResponse = () => ({ ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }) as unknown as Response;

function renderPdfHook() {
  const store = makeStore({ session: { status: 'authenticated', user: { id: 1, username: 'guest', name: 'Guest', role: 'guest' }, expired: false } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useReportPdf(), { wrapper }) };
}

describe('useReportPdf', () => {
  const clicked: { href: string; download: string }[] = [];
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:report'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    clicked.length = 0;
  });

  it('names the file by accession number and version', () => {
    expect(reportPdfFilename(report)).toBe('S68-00042-v2.pdf');
  });

  it('fetches the version’s PDF with the session cookie and saves it as <accession>-v<version>.pdf', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const { result } = renderPdfHook();

    let done!: Promise<void>;
    act(() => {
      done = result.current.download(report);
    });
    expect(result.current.downloading).toBe(true);
    await act(async () => {
      answer.resolve(pdfResponse());
      await done;
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(requestedPath(url)).toBe('/api/reports/surgicals/7/pdf');
    expect(init).toMatchObject({ credentials: 'include' });
    expect(clicked).toEqual([{ href: 'blob:report', download: 'S68-00042-v2.pdf' }]);
    expect(result.current.downloading).toBe(false);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('downloads once while a download runs', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const { result } = renderPdfHook();

    await act(async () => {
      const first = result.current.download(report);
      void result.current.download(report);
      answer.resolve(pdfResponse());
      await first;
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason in an error toast when the PDF cannot be made', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 503, error: 'Service Unavailable', message: 'The PDF renderer is not available.' }, 503));
    const { result, store } = renderPdfHook();

    await act(() => result.current.download(report));

    expect(store.getState().notifications).toEqual([expect.objectContaining({ severity: 'error', summary: PDF_FAILED, detail: 'The PDF renderer is not available.' })]);
    expect(clicked).toEqual([]);
    expect(result.current.downloading).toBe(false);
  });

  it('says when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result, store } = renderPdfHook();

    await act(() => result.current.download(report));

    expect(store.getState().notifications).toEqual([expect.objectContaining({ summary: PDF_FAILED, detail: 'The server cannot be reached. Check the connection and try again.' })]);
  });

  it('ends the session on a 401 instead of a toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Sign in again.' }, 401));
    const { result, store } = renderPdfHook();

    await act(() => result.current.download(report));

    expect(store.getState().session).toMatchObject({ status: 'anonymous', expired: true });
    expect(store.getState().notifications).toEqual([]);
  });
});
