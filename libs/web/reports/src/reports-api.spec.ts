import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { listItemOf, reportOf } from './testing/report-fixtures';
import { caseReportsTag, reportsApi } from './reports-api';

/** The URL RTK Query handed to fetch (call `index`, default the last). */
function sentUrl(index = -1): URL {
  const call = fetchMock.mock.calls.at(index);
  if (!call) throw new Error('fetch was not called');
  return new URL((call[0] as Request).url);
}

describe('reportsApi', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists a kind’s reports with the query, from the spec’s envelope key', async () => {
    const row = listItemOf(reportOf('cytological'));
    fetchMock.mockResolvedValue(jsonResponse({ cytologicalreports: [row], total: 41 }));
    const store = makeStore();

    const result = await store.dispatch(
      reportsApi.endpoints.listReports.initiate({ kind: 'cytological', query: { caseId: 12, latestOnly: false, first: 20, rows: 20, sortField: 'accessionNo', sortOrder: 1 } }),
    );

    expect(result.data).toEqual({ items: [row], total: 41, totalCapped: false });
    const url = sentUrl();
    expect(url.pathname).toBe('/api/reports/cytologicals');
    expect(Object.fromEntries(url.searchParams)).toEqual({ caseId: '12', latestOnly: 'false', first: '20', rows: '20', sortField: 'accessionNo', sortOrder: '1' });
  });

  it('leaves out the filters that are not set', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ surgicalreports: [], total: 0 }));

    await makeStore().dispatch(reportsApi.endpoints.listReports.initiate({ kind: 'surgical', query: { search: undefined, hospitalId: undefined, rows: 20 } }));

    expect(sentUrl().search).toBe('?rows=20');
  });

  it('reads one version from its envelope key', async () => {
    const report = reportOf('gynecological', { id: 9 });
    fetchMock.mockResolvedValue(jsonResponse({ gynecologicalreport: report }));

    const result = await makeStore().dispatch(reportsApi.endpoints.getReport.initiate({ kind: 'gynecological', id: 9 }));

    expect(result.data).toEqual(report);
    expect(sentUrl().pathname).toBe('/api/reports/gynecologicals/9');
  });

  it('asks again for a case’s chain and versions once its reports change (sign-out, amendment)', async () => {
    const report = reportOf('surgical');
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname.endsWith('/7') ? jsonResponse({ surgicalreport: report }) : jsonResponse({ surgicalreports: [listItemOf(report)], total: 1 }),
    );
    const store = makeStore();
    const chain = store.dispatch(reportsApi.endpoints.listReports.initiate({ kind: 'surgical', query: { caseId: report.caseId, latestOnly: false } }));
    const version = store.dispatch(reportsApi.endpoints.getReport.initiate({ kind: 'surgical', id: 7 }));
    await Promise.all([chain, version]);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    store.dispatch(reportsApi.util.invalidateTags([caseReportsTag(report.caseId)]));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(fetchMock).toHaveBeenCalledTimes(4);
    chain.unsubscribe();
    version.unsubscribe();
  });
});
