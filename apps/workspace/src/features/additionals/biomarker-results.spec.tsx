import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { interpretBiomarker, type BiomarkerDto, type Role } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { BiomarkerResults } from './biomarker-results';

const order = (orderId: number, template: BiomarkerDto['template'], testCode: string, overrides: Partial<BiomarkerDto> = {}): BiomarkerDto => ({
  orderId,
  testCode,
  testName: `${testCode} immunostain`,
  blockCode: 'A1',
  orderStatus: 'done',
  template,
  input: null,
  result: null,
  enteredBy: null,
  enteredAt: null,
  version: 0,
  ...overrides,
});

function renderResults(biomarkers: BiomarkerDto[], role: Role = 'doctor', onPut?: (body: unknown) => Response) {
  const puts: unknown[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = requestedPath(request);
    if (request.method === 'GET' && path === '/api/surgicals/7/biomarkers') return jsonResponse({ biomarkers });
    if (request.method === 'PUT' && path.startsWith('/api/surgicals/7/biomarkers/')) {
      const body = await request.json();
      puts.push(body);
      return onPut!(body);
    }
    throw new Error(`unexpected ${request.method} ${path}`);
  });
  const store = makeStore({ session: { status: 'authenticated', user: { id: 3, username: role, name: 'Demo', role }, expired: false } });
  render(
    <Provider store={store}>
      <BiomarkerResults kind="surgical" caseId={7} closed={false} />
    </Provider>,
  );
  return puts;
}

describe('biomarker results on the result page (issue 30.3)', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows nothing for a case without an order that has a result template', async () => {
    renderResults([]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Biomarker results' })).not.toBeInTheDocument();
  });

  it('takes the pathologist’s ER entry, shows what it prints as, and saves it with the version read', async () => {
    const saved = (body: { input: { percent: number; intensity: 'strong' } }) =>
      jsonResponse({
        biomarker: order(11, 'er', 'ER', {
          input: body.input,
          result: interpretBiomarker('er', body.input) as never,
          enteredBy: 'doctor',
          enteredAt: '2026-11-28T10:00:00.000Z',
          version: 1,
        }),
      });
    const puts = renderResults([order(11, 'er', 'ER'), order(15, 'pr', 'PR')], 'doctor', (body) => saved(body as never));
    const form = await screen.findByRole('form', { name: 'ER on A1' });
    expect(within(form).getByText('Not entered yet')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save the result' })).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Tumour cells stained/), '95');
    await userEvent.tab();
    expect(within(form).getByText('Fill in the fields to see the result.')).toBeInTheDocument();
    await userEvent.click(
      within(form)
        .getByLabelText(/Average intensity/)
        .closest('.p-dropdown')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Strong', hidden: true }));
    expect(within(form).getByText(/Allred score 8/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save the result' }));
    await waitFor(() => expect(puts).toEqual([{ input: { percent: 95, intensity: 'strong' }, version: 0 }]));
    expect(await within(form).findByText(/Entered by doctor/)).toBeInTheDocument();
    // The keyboard goes on to the next biomarker.
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'PR on A1' })).getByLabelText(/Tumour cells stained/)).toHaveFocus());
  });

  it('asks what a HER2 score needs next, and drops it when the score changes', async () => {
    const puts = renderResults([order(12, 'her2-ihc', 'HER2')], 'doctor', () => jsonResponse({ message: 'x' }, 500));
    const form = await screen.findByRole('form', { name: 'HER2 on A1' });
    const pick = async (label: RegExp, option: string) => {
      await userEvent.click(within(form).getByLabelText(label).closest('.p-dropdown')!);
      await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await pick(/IHC score/, 'IHC 2+');
    expect(within(form).getByLabelText(/In situ hybridisation/)).toBeInTheDocument();
    await pick(/In situ hybridisation/, 'Negative');
    expect(within(form).getByText(/HER2-low/)).toBeInTheDocument();
    await pick(/IHC score/, 'IHC 0');
    expect(within(form).queryByLabelText(/In situ hybridisation/)).not.toBeInTheDocument();
    // Score 0 without its pattern: the form names the field and sends nothing.
    await userEvent.click(within(form).getByRole('button', { name: 'Save the result' }));
    expect(await within(form).findByText(/Staining at score 0/, { selector: '.p-error, small, [id$="-error"]' })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('puts the server’s reason under its field', async () => {
    renderResults([order(13, 'ki67', 'KI67')], 'doctor', () =>
      jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'The result is not valid', errors: [{ field: 'input.percent', message: 'must be at most 100' }] }, 400),
    );
    const form = await screen.findByRole('form', { name: 'KI67 on A1' });
    await userEvent.type(within(form).getByLabelText(/Tumour cells stained/), '30');
    await userEvent.tab();
    await userEvent.click(within(form).getByRole('button', { name: 'Save the result' }));
    expect(await within(form).findByText(/must be at most 100/)).toBeInTheDocument();
  });

  it('shows a technician the results without a way to change them', async () => {
    renderResults(
      [
        order(14, 'ki67', 'KI67', {
          input: { percent: 30 },
          result: interpretBiomarker('ki67', { percent: 30 }) as never,
          enteredBy: 'doctor',
          enteredAt: '2026-11-28T10:00:00.000Z',
          version: 1,
        }),
      ],
      'user',
    );
    const form = await screen.findByRole('form', { name: 'KI67 on A1' });
    expect(within(form).getByLabelText(/Tumour cells stained/)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save the result' })).not.toBeInTheDocument();
    expect(screen.getByText('Entered by the pathologist.')).toBeInTheDocument();
  });
});
