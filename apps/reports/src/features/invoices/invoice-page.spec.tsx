import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { InvoiceDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { currentPath, renderPage as renderAt } from '../../testing/render-page';
import { invoiceOf, issuedOf, lineOf, listItemOf } from './invoice-fixtures';
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
  Promise.all(
    fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((r) => r.method === method && new URL(r.url).pathname === path)
      .map((r) => r.json()),
  );

function renderPage(id: number) {
  render(<ConfirmDialog />);
  return renderAt(<InvoicePage kind="surgical" />, { at: `/report/surgical-invoice/${id}`, route: '/report/surgical-invoice/:id' });
}

describe('a draft invoice', () => {
  it('lists the parts a line bills, a per-part line with its count (issue 27.5)', async () => {
    const perPart = lineOf({ parts: ['A', 'B', 'C'], quantity: 3, amount: '3600.00' });
    serve(invoiceOf({ lines: [perPart], lineCount: 1, subtotal: '3600.00', total: '3600.00' }));
    renderPage(9);
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByTestId('line-parts')).toHaveTextContent('Parts A, B, C × 3 parts');
    expect(row).toHaveTextContent('฿3,600.00');
  });

  afterEach(() => fetchMock.mockReset());

  it('shows its lines and totals in baht with the total in Thai words', async () => {
    serve(invoiceOf());
    renderPage(9);

    expect(await screen.findByRole('heading', { level: 1, name: 'Draft surgical invoice #9' })).toBeInTheDocument();
    const lines = screen.getByRole('table');
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('S69-00042');
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('10/05/2026');
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('Parts A');
    const totals = screen.getByRole('region', { name: 'Invoice totals' });
    expect(totals).toHaveTextContent('฿2,400.00');
    expect(totals).toHaveTextContent('VAT (exempt: medical services)');
    expect(totals).toHaveTextContent('สองพันสี่ร้อยบาทถ้วน');
  });

  it('asks for the reason before a line is excluded, then sends it', async () => {
    const draft = invoiceOf();
    serve(draft, {
      [`PUT ${ONE(9)}`]: () =>
        jsonResponse({ surgicalinvoice: { ...draft, version: 2, lines: [{ ...draft.lines[0]!, excluded: true, excludeReason: 'Billed by hand' }, draft.lines[1]!] } }),
    });
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

const PAYMENT = {
  id: 1,
  date: '2026-11-10',
  amount: '400.00',
  reference: 'TR-998',
  note: null,
  createdBy: 'user',
  createdAt: '2026-11-10T03:00:00.000Z',
  reversedAt: null,
  reversedBy: null,
  reverseReason: null,
};

describe('a redraft of a void invoice', () => {
  afterEach(() => fetchMock.mockReset());

  it("changes a line's price with a reason, and shows the price drafted beside it", async () => {
    const redraft = invoiceOf({ replacesId: 8, replacesNumber: 'INV-S69-00006', lines: [lineOf()], lineCount: 1, subtotal: '1200.00', total: '1200.00' });
    const line = redraft.lines[0]!;
    serve(redraft, {
      [`PUT ${ONE(9)}`]: () =>
        jsonResponse({
          surgicalinvoice: {
            ...redraft,
            version: 2,
            subtotal: '900.00',
            total: '900.00',
            lines: [{ ...line, unitPrice: '900.00', amount: '900.00', originalUnitPrice: '1200.00', priceReason: 'Contract price' }],
          },
        }),
    });
    renderPage(9);

    await userEvent.click(await screen.findByRole('button', { name: `Change the price of ${line.accessionNo}` }));
    const dialog = screen.getByRole('dialog', { name: `Price of ${line.accessionNo}` });
    const price = within(dialog).getByLabelText(/Unit price/);
    await userEvent.clear(price);
    await userEvent.type(price, '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the price' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Contract price');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the price' }));

    expect(await screen.findByText('was ฿1,200.00: Contract price')).toBeInTheDocument();
    expect(await sent('PUT', ONE(9))).toEqual([{ version: 1, prices: [{ lineId: line.id, unitPrice: '900.00', reason: 'Contract price' }] }]);
  });

  it('offers no price change on a first draft', async () => {
    serve(invoiceOf());
    renderPage(9);

    expect(await screen.findByRole('button', { name: 'Exclude S69-00042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change the price/ })).not.toBeInTheDocument();
  });
});

describe('an issued invoice', () => {
  afterEach(() => fetchMock.mockReset());

  it('voids with a reason, after the confirmation', async () => {
    const issued = issuedOf();
    serve(issued, {
      [`POST ${ONE(9)}/void`]: () =>
        jsonResponse({ surgicalinvoice: { ...issued, status: 'void', paymentState: null, ageing: null, voidReason: 'Wrong payer', voidedBy: 'user', version: 3 } }),
    });
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
    serve(issuedOf({ payments: [PAYMENT], paid: '400.00', balance: '2000.00', paymentState: 'partial' }));
    renderPage(9);

    expect(await screen.findByRole('button', { name: 'Void…' })).toBeDisabled();
    const payments = screen.getByRole('region', { name: /Payments/ });
    expect(payments).toHaveTextContent('11/10/2026');
    expect(payments).toHaveTextContent('TR-998');
    expect(payments).toHaveTextContent('balance ฿2,000.00');
  });

  it('reverses a payment with a reason, after the confirmation; the payment stays listed, and the invoice can be voided', async () => {
    const paid = issuedOf({ payments: [PAYMENT], paid: '400.00', balance: '2000.00', paymentState: 'partial', version: 3 });
    const reversedAt = '2026-11-12T04:00:00.000Z';
    serve(paid, {
      [`POST ${ONE(9)}/payments/1/reverse`]: () =>
        jsonResponse({
          surgicalinvoice: {
            ...paid,
            payments: [{ ...PAYMENT, reversedAt, reversedBy: 'user', reverseReason: 'Cheque bounced' }],
            paid: '0.00',
            balance: '2400.00',
            paymentState: 'unpaid',
            version: 4,
          },
        }),
    });
    renderPage(9);

    await userEvent.click(await screen.findByRole('button', { name: 'Reverse the payment TR-998' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse the payment of ฿400.00 (TR-998)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse…' }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    expect(screen.queryByText('Reverse the payment of ฿400.00?')).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Cheque bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse…' }));
    expect(await screen.findByText('Reverse the payment of ฿400.00?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reverse it' }));

    const payments = screen.getByRole('region', { name: /Payments/ });
    await waitFor(() => expect(payments).toHaveTextContent('Reversed'));
    expect(payments).toHaveTextContent('Cheque bounced');
    expect(payments).toHaveTextContent('TR-998');
    expect(await sent('POST', `${ONE(9)}/payments/1/reverse`)).toEqual([{ version: 3, reason: 'Cheque bounced' }]);
    expect(screen.queryByRole('button', { name: 'Reverse the payment TR-998' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void…' })).toBeEnabled();
  });

  it('makes a credit note for whole lines, after the confirmation, and lists it with its PDF', async () => {
    const issued = issuedOf();
    const b = issued.lines[1];
    const note = {
      id: 5,
      invoiceId: 9,
      kind: 'surgical' as const,
      number: 'CN-S69-00003',
      issueDate: '2026-11-12',
      reason: 'Not examined',
      amount: '1200.00',
      vat: '0.00',
      lines: [{ lineId: b!.id, accessionNo: b!.accessionNo, item: b!.item, amount: '1200.00' }],
      createdBy: 'user',
      createdAt: '2026-11-12T04:00:00.000Z',
    };
    serve(issued, {
      [`POST ${ONE(9)}/credit-notes`]: () => jsonResponse({ surgicalinvoice: { ...issued, creditNotes: [note], credited: '1200.00', balance: '1200.00', version: 3 } }, 201),
    });
    renderPage(9);

    await userEvent.click(await screen.findByRole('button', { name: 'Credit note…' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit note against INV-S69-00007' });
    // An amount over the balance is refused before anything is sent.
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '2400.01');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Not examined');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the credit note…' }));
    expect(await within(dialog).findByText('At most the balance, ฿2,400.00.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('Whole lines'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the credit note…' }));
    expect(await within(dialog).findByText(/choose at least one line$/)).toBeInTheDocument();
    await userEvent.click(dialog.querySelector('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(b!.accessionNo), hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the credit note…' }));
    expect(await screen.findByText('1 line is credited whole. The credit note gets its number and never changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make it' }));

    const notes = await screen.findByRole('region', { name: /Credit notes/ });
    expect(notes).toHaveTextContent('CN-S69-00003');
    expect(notes).toHaveTextContent(b!.accessionNo);
    expect(within(notes).getByRole('link', { name: 'Open PDF of CN-S69-00003' })).toHaveAttribute('href', `${ONE(9)}/credit-notes/5/pdf`);
    expect(await sent('POST', `${ONE(9)}/credit-notes`)).toEqual([{ version: 2, reason: 'Not examined', lineIds: [b!.id] }]);
    // An invoice with a credit note is not voided.
    expect(screen.getByRole('button', { name: 'Void…' })).toBeDisabled();
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
        jsonResponse(
          {
            surgicalinvoices: [listItemOf(invoiceOf({ id: 12, replacesId: 9 }))],
            total: 1,
            sums: { subtotal: '0.00', total: '0.00', paid: '0.00', credited: '0.00', balance: '0.00' },
          },
          201,
        ),
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
