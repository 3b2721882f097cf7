import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { InvoiceDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { currentPath, renderPage as renderAt } from '../../testing/render-page';
import { invoiceOf, issuedOf, listItemOf } from './invoice-fixtures';
import InvoicePage from './invoice-page';

const ONE = (id: number) => `/api/reports/surgicalinvoices/${id}`;

type Writes = Record<string, (body: unknown) => Response>;

/** The API: GET of `invoice` (the latest one a write answered), and the writes by "METHOD path". */
function serve(invoice: InvoiceDto, writes: Writes = {}) {
  let current = invoice;
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path === ONE(current.id)) return jsonResponse({ surgicalinvoice: current });
    const write = writes[`${request.method} ${path}`];
    if (write) {
      const response = write(await request.json());
      const body = (await response.clone().json()) as { surgicalinvoice?: InvoiceDto };
      if (body.surgicalinvoice) current = body.surgicalinvoice;
      return response;
    }
    throw new Error(`unexpected ${request.method} ${requestedPath(request)}`);
  });
}

const sent = (method: string, path: string) =>
  Promise.all(fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === method && new URL(r.url).pathname === path).map((r) => r.json()));

function renderPage(id: number) {
  render(<ConfirmDialog />);
  return renderAt(<InvoicePage kind="surgical" />, { at: `/report/surgical-invoice/${id}`, route: '/report/surgical-invoice/:id' });
}

describe('a draft invoice', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows its lines and totals in baht with the total in Thai words', async () => {
    serve(invoiceOf());
    renderPage(9);

    expect(await screen.findByRole('heading', { level: 1, name: 'Draft surgical invoice #9' })).toBeInTheDocument();
    const lines = screen.getByRole('table');
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('S69-00042');
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('05/10/2569');
    const totals = screen.getByRole('region', { name: 'Invoice totals' });
    expect(totals).toHaveTextContent('฿2,400.00');
    expect(totals).toHaveTextContent('VAT (exempt: medical services)');
    expect(totals).toHaveTextContent('สองพันสี่ร้อยบาทถ้วน');
  });

  it('asks for the reason before a line is excluded, then sends it', async () => {
    const draft = invoiceOf();
    serve(draft, { [`PUT ${ONE(9)}`]: () => jsonResponse({ surgicalinvoice: { ...draft, version: 2, lines: [{ ...draft.lines[0]!, excluded: true, excludeReason: 'Billed by hand' }, draft.lines[1]!] } }) });
    renderPage(9);

    await userEvent.click(await screen.findByRole('button', { name: 'Exclude S69-00042' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude S69-00042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude the line' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(await sent('PUT', ONE(9))).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Billed by hand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude the line' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exclude S69-00042?' })).not.toBeInTheDocument());
    expect(await sent('PUT', ONE(9))).toEqual([{ version: 1, exclude: [{ lineId: 101, reason: 'Billed by hand' }] }]);
    expect(await screen.findByRole('button', { name: 'Put S69-00042 back' })).toBeInTheDocument();
  });

  it('refuses a discount over the subtotal before sending it', async () => {
    serve(invoiceOf());
    renderPage(9);

    const discount = await screen.findByLabelText('Discount (฿)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save discount' }));

    expect(await screen.findByText('The discount cannot be more than the subtotal (฿2,400.00).')).toBeInTheDocument();
    expect(await sent('PUT', ONE(9))).toHaveLength(0);
  });

  it('issues only after the confirmation, with the version read', async () => {
    serve(invoiceOf(), { [`POST ${ONE(9)}/issue`]: () => jsonResponse({ surgicalinvoice: issuedOf() }) });
    renderPage(9);

    await userEvent.click(await screen.findByRole('button', { name: 'Issue…' }));
    expect(await screen.findByText(/^2 lines, total ฿2,400.00\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'INV-S69-00007' })).toBeInTheDocument();
    expect(await sent('POST', `${ONE(9)}/issue`)).toEqual([{ version: 1 }]);
  });
});

describe('an issued invoice', () => {
  afterEach(() => fetchMock.mockReset());

  it('voids with a reason, after the confirmation', async () => {
    const issued = issuedOf();
    serve(issued, { [`POST ${ONE(9)}/void`]: () => jsonResponse({ surgicalinvoice: { ...issued, status: 'void', paymentState: null, ageing: null, voidReason: 'Wrong payer', voidedBy: 'user', version: 3 } }) });
    renderPage(9);

    await userEvent.click(await screen.findByRole('button', { name: 'Void…' }));
    const dialog = screen.getByRole('dialog', { name: 'Void INV-S69-00007' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void…' }));
    expect(await within(dialog).findByText(/required|at least/i)).toBeInTheDocument();
    expect(screen.queryByText('Void INV-S69-00007?')).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Wrong payer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void…' }));
    expect(await screen.findByText('Void INV-S69-00007?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Void it' }));

    expect(await screen.findByText('user: Wrong payer')).toBeInTheDocument();
    expect(await sent('POST', `${ONE(9)}/void`)).toEqual([{ version: 2, reason: 'Wrong payer' }]);
    expect(screen.getByRole('button', { name: 'Reissue' })).toBeInTheDocument();
  });

  it('cannot be voided once paid, and lists its payments', async () => {
    const payment = { id: 1, date: '2026-11-10', amount: '400.00', reference: 'TR-998', note: null, createdBy: 'user', createdAt: '2026-11-10T03:00:00.000Z' };
    serve(issuedOf({ payments: [payment], paid: '400.00', balance: '2000.00', paymentState: 'partial' }));
    renderPage(9);

    expect(await screen.findByRole('button', { name: 'Void…' })).toBeDisabled();
    const payments = screen.getByRole('region', { name: /Payments/ });
    expect(payments).toHaveTextContent('10/11/2569');
    expect(payments).toHaveTextContent('TR-998');
    expect(payments).toHaveTextContent('balance ฿2,000.00');
  });

  it('refuses a payment over the balance before sending it', async () => {
    serve(issuedOf());
    renderPage(9);

    await userEvent.click(await screen.findByRole('button', { name: 'Record payment…' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment on INV-S69-00007' });
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.type(within(dialog).getByLabelText(/Reference/), 'TR-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));

    expect(await within(dialog).findByText('At most the balance, ฿2,400.00.')).toBeInTheDocument();
    expect(await sent('POST', `${ONE(9)}/payments`)).toHaveLength(0);
  });

  it('reissues a void invoice as a new draft pointing at it', async () => {
    serve(issuedOf({ status: 'void', paymentState: null, voidReason: 'Wrong payer', voidedBy: 'user' }), {
      'POST /api/reports/surgicalinvoices': () =>
        jsonResponse({ surgicalinvoices: [listItemOf(invoiceOf({ id: 12, replacesId: 9 }))], total: 1, sums: { subtotal: '0.00', total: '0.00', paid: '0.00', balance: '0.00' } }, 201),
    });
    renderPage(9);

    await userEvent.click(await screen.findByRole('button', { name: 'Reissue' }));

    await waitFor(() => expect(currentPath()).toHaveTextContent('/report/surgical-invoice/12'));
    expect(await sent('POST', '/api/reports/surgicalinvoices')).toEqual([{ replacesId: 9 }]);
  });

  it('says so when there is no such invoice', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ statusCode: 404, error: 'Not Found', message: 'There is no surgical invoice 404.' }, 404));
    renderPage(404);

    expect(await screen.findByRole('heading', { name: 'There is no such invoice.' })).toBeInTheDocument();
  });
});
