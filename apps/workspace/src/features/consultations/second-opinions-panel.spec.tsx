import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ConsultationDto, CosignDto, Role } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { SecondOpinionsPanel } from './second-opinions-panel';

const cosign = (overrides: Partial<CosignDto> = {}): CosignDto => ({
  caseId: 7,
  cosignerUsername: 'doctor2',
  cosignerName: 'Dr. Second',
  requestedBy: 'doctor',
  requestedAt: '2026-11-28T03:00:00.000Z',
  signedAt: null,
  signedResultVersion: null,
  current: false,
  ...overrides,
});
const consultation: ConsultationDto = {
  id: 31,
  caseId: 7,
  kind: 'surgical',
  accessionNo: 'S69-00007',
  requestedBy: 'doctor',
  requestedByName: 'Dr. Demo',
  requestedAt: '2026-11-28T03:00:00.000Z',
  consultantUsername: 'doctor2',
  consultantName: 'Dr. Second',
  outside: null,
  outsideReport: null,
  answeredBy: null,
  question: 'Invasive or in situ?',
  opinion: null,
  note: null,
  answeredAt: null,
  afterRelease: null,
  amendmentOpened: false,
};

function renderPanel(role: Role, username: string, state: { cosign: CosignDto | null; consultations: ConsultationDto[] }) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = requestedPath(request);
    if (request.method !== 'GET') {
      const body = request.method === 'DELETE' ? null : await request.json();
      sent.push({ method: request.method, path, body });
      if (path.endsWith('/consultations')) return jsonResponse({ consultation });
      if (path.endsWith('/outside-report')) return jsonResponse({ consultation });
      if (path.endsWith('/opinion')) return jsonResponse({ consultation: { ...consultation, opinion: 'major', note: 'In situ only.' } });
      return jsonResponse({ cosign: cosign({ signedAt: '2026-11-28T04:00:00.000Z', current: true }) });
    }
    if (path === '/api/surgicals/7/cosign') return jsonResponse({ cosign: state.cosign });
    if (path === '/api/surgicals/7/consultations') return jsonResponse({ consultations: state.consultations, total: state.consultations.length });
    if (path === '/api/surgicals/7/paraffins') return jsonResponse({ paraffins: [{ id: 12, requester: 'Siriraj Hospital', purpose: 'Second opinion' }], total: 1 });
    if (path === '/api/consultations/colleagues') return jsonResponse({ colleagues: [{ username: 'doctor2', name: 'Dr. Second' }] });
    throw new Error(`unexpected ${path}`);
  });
  const store = makeStore({ session: { status: 'authenticated', user: { id: 3, username, name: username, role }, expired: false } });
  render(
    <Provider store={store}>
      <SecondOpinionsPanel kind="surgical" caseId={7} released={false} cancelled={false} askPassword />
    </Provider>,
  );
  return sent;
}

describe('second pathologists on a case (issue 32.2)', () => {
  afterEach(() => fetchMock.mockReset());

  it('lets a pathologist ask a colleague to co-sign', async () => {
    const sent = renderPanel('doctor', 'doctor', { cosign: null, consultations: [] });
    expect(await screen.findByText('No co-signer asked.')).toBeInTheDocument();
    expect(screen.getByText('No second opinion asked.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a co-signer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask a pathologist to co-sign' });
    // Nobody chosen: the form says so and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await within(dialog).findByText(/name the pathologist who co-signs/)).toBeInTheDocument();
    await userEvent.click(
      within(dialog)
        .getByLabelText(/^Pathologist/)
        .closest('.p-dropdown')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Dr. Second', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: '/api/surgicals/7/cosign', body: { username: 'doctor2' } }]));
  });

  it('offers the named co-signer to sign, with their password', async () => {
    const sent = renderPanel('doctor', 'doctor2', { cosign: cosign(), consultations: [] });
    expect(await screen.findByText('Dr. Second is asked to co-sign: the release waits for their signature.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Co-sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Co-sign this result' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Co-sign' }));
    expect(await within(dialog).findByText(/Enter your password to sign/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'secret{Enter}');
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: '/api/surgicals/7/cosign', body: { password: 'secret' } }]));
  });

  it('lets the colleague asked give an opinion; a disagreement needs where', async () => {
    const sent = renderPanel('doctor', 'doctor2', { cosign: null, consultations: [consultation] });
    expect(await screen.findByText('Invasive or in situ?')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Second opinions' });
    await userEvent.click(within(list).getByRole('button', { name: 'Give your opinion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Second opinion for Dr. Demo' });
    await userEvent.click(
      within(dialog)
        .getByLabelText(/^Your opinion/)
        .closest('.p-dropdown')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Major disagreement', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the opinion' }));
    expect(await within(dialog).findByText(/say where you disagree/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Where you disagree/), 'In situ only.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the opinion' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: '/api/consultations/31/opinion', body: { opinion: 'major', note: 'In situ only.' } }]));
  });

  it('shows lab staff where things stand, with nothing to ask or sign', async () => {
    renderPanel('user', 'user', { cosign: cosign({ signedAt: '2026-11-28T04:00:00.000Z', current: true }), consultations: [] });
    expect(await screen.findByText(/Co-signed by Dr. Second/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask a co-signer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a second opinion' })).not.toBeInTheDocument();
  });

  it('sends the case out with the loan that carries it, and attaches the outside report when it comes back', async () => {
    const outside = {
      ...consultation,
      consultantUsername: null,
      consultantName: 'Prof. Somsak',
      outside: { institution: 'Siriraj Hospital', consultant: 'Prof. Somsak', paraffinRequestId: 12 },
    };
    const sent = renderPanel('doctor', 'doctor', { cosign: null, consultations: [outside] });
    expect(await screen.findByText(/sent the case to Prof. Somsak, Siriraj Hospital/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send out for consultation' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send out for consultation' });
    await userEvent.type(within(dialog).getByLabelText(/^Institution/), 'Siriraj Hospital');
    await userEvent.type(within(dialog).getByLabelText(/^Consultant/), 'Prof. Somsak');
    await userEvent.click(
      within(dialog)
        .getByLabelText(/^Loan that sends/)
        .closest('.p-dropdown')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Siriraj Hospital · Second opinion', hidden: true }));
    await userEvent.type(within(dialog).getByLabelText(/^Your question/), 'Lymphoma subtype?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send out' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/surgicals/7/consultations',
      body: { outside: { institution: 'Siriraj Hospital', consultant: 'Prof. Somsak', paraffinRequestId: 12 }, question: 'Lymphoma subtype?' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Attach the outside report' }));
    dialog = await screen.findByRole('dialog', { name: 'Outside report from Prof. Somsak' });
    await userEvent.type(within(dialog).getByLabelText(/^The outside report/), 'Follicular lymphoma, grade 1-2.');
    await userEvent.click(
      within(dialog)
        .getByLabelText(/^Compared with our diagnosis/)
        .closest('.p-dropdown')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Agree', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ method: 'POST', path: '/api/consultations/31/outside-report', body: { report: 'Follicular lymphoma, grade 1-2.', opinion: 'agree', note: '' } });
  });
});
