import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { billingApi } from './billing-api';
import { makeStore } from '@pathdesk/web-data';

const SUMS = { subtotal: '1200.00', total: '1200.00', paid: '0.00', credited: '0.00', balance: '1200.00' };
const row = { id: 4, kind: 'paraffin', number: 'INV-P69-00001', status: 'issued' };

const requests = () => fetchMock.mock.calls.map(([input]) => input as Request);

describe('billingApi', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists a kind under its own key, with the total and the sums', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ paraffininvoices: [row], total: 1, sums: SUMS }));
    const store = makeStore();

    const result = await store.dispatch(billingApi.endpoints.listInvoices.initiate({ kind: 'paraffin', params: { first: 0, rows: 20, status: 'overdue' } }));

    expect(result.data).toEqual({ items: [row], total: 1, sums: SUMS });
    const url = new URL(requests()[0]!.url);
    expect(url.pathname).toBe('/api/reports/paraffininvoices');
    expect(Object.fromEntries(url.searchParams)).toEqual({ first: '0', rows: '20', status: 'overdue' });
  });

  it('reads one invoice from its singular key', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ additionalinvoice: { ...row, kind: 'additional' } }));
    const store = makeStore();

    const result = await store.dispatch(billingApi.endpoints.getInvoice.initiate({ kind: 'additional', id: 4 }));

    expect(result.data).toMatchObject({ id: 4, kind: 'additional' });
    expect(new URL(requests()[0]!.url).pathname).toBe('/api/reports/additionalinvoices/4');
  });

  it('posts a void with its reason, and reads the list again afterwards', async () => {
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === 'POST') return jsonResponse({ paraffininvoice: { ...row, status: 'void' } });
      return jsonResponse({ paraffininvoices: [row], total: 1, sums: SUMS });
    });
    const store = makeStore();
    const list = store.dispatch(billingApi.endpoints.listInvoices.initiate({ kind: 'paraffin', params: {} }));
    await list;

    const result = await store.dispatch(billingApi.endpoints.voidInvoice.initiate({ kind: 'paraffin', id: 4, body: { version: 2, reason: 'Wrong payer' } }));

    expect(result.data).toMatchObject({ status: 'void' });
    const post = requests().find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/reports/paraffininvoices/4/void');
    expect(await post.json()).toEqual({ version: 2, reason: 'Wrong payer' });
    const gets = () => requests().filter((r) => r.method === 'GET').length;
    for (let i = 0; i < 50 && gets() < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gets()).toBe(2);
    list.unsubscribe();
  });

  it('starts a month-end run and reads its progress', async () => {
    const job = { id: '0b9d3f5e-1c2a-4e6f-9a8b-7c6d5e4f3a2b', state: 'queued', total: 0, done: 0 };
    fetchMock.mockResolvedValue(jsonResponse({ job }, 202));
    const store = makeStore();

    const started = await store.dispatch(billingApi.endpoints.startMonthEnd.initiate({ kind: 'surgical', month: '2026-10' }));
    const read = await store.dispatch(billingApi.endpoints.getMonthEndJob.initiate({ kind: 'surgical', jobId: job.id }));

    expect(started.data).toEqual(job);
    expect(read.data).toEqual(job);
    expect(requests().map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/reports/surgicalinvoices/month-end',
      `GET /api/reports/surgicalinvoices/month-end/${job.id}`,
    ]);
  });

  it('lists the month-end runs of a kind, and reads them again once a run starts', async () => {
    const job = { id: '0b9d3f5e-1c2a-4e6f-9a8b-7c6d5e4f3a2b', state: 'queued', total: 0, done: 0 };
    fetchMock.mockImplementation(async (input) => ((input as Request).method === 'POST' ? jsonResponse({ job }, 202) : jsonResponse({ jobs: [job], total: 1 })));
    const store = makeStore();
    const runs = store.dispatch(billingApi.endpoints.listMonthEndRuns.initiate({ kind: 'cytological', params: { first: 0, rows: 10 } }));

    expect((await runs).data).toEqual({ jobs: [job], total: 1 });
    const url = new URL(requests()[0]!.url);
    expect(url.pathname).toBe('/api/reports/cytologicalinvoices/month-end');
    expect(Object.fromEntries(url.searchParams)).toEqual({ first: '0', rows: '10' });
    await store.dispatch(billingApi.endpoints.startMonthEnd.initiate({ kind: 'cytological', month: '2026-10' }));
    const gets = () => requests().filter((r) => r.method === 'GET').length;
    for (let i = 0; i < 50 && gets() < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gets()).toBe(2);
    runs.unsubscribe();
  });

  it('reverses a payment and makes a credit note at their own paths', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ surgicalinvoice: { ...row, kind: 'surgical' } }));
    const store = makeStore();

    await store.dispatch(billingApi.endpoints.reverseInvoicePayment.initiate({ kind: 'surgical', id: 4, paymentId: 12, body: { version: 3, reason: 'Cheque bounced' } }));
    await store.dispatch(billingApi.endpoints.createCreditNote.initiate({ kind: 'surgical', id: 4, body: { version: 4, reason: 'Overcharged', amount: '100.00' } }));

    const posts = requests().filter((r) => r.method === 'POST');
    expect(posts.map((r) => new URL(r.url).pathname)).toEqual(['/api/reports/surgicalinvoices/4/payments/12/reverse', '/api/reports/surgicalinvoices/4/credit-notes']);
    expect(await posts[0]!.json()).toEqual({ version: 3, reason: 'Cheque bounced' });
    expect(await posts[1]!.json()).toEqual({ version: 4, reason: 'Overcharged', amount: '100.00' });
  });
});
