import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import type { ApiErrorBody, GynecologicalResult, ResultDto } from '@pathdesk/contracts';
import { mayAllowOverLimit, workloadRefusalOf, type WorkloadRefusal } from './workload-refusal';
import { WorkloadRefusalMessage } from './workload-refusal-message';
import { useResultWorkflow } from './use-result-workflow';

const REASON =
  "Screener A has screened 100 slides today; this case's 1 would make 101, over the limit of 100 (8 h declared; 42 CFR 493.1274(d): at most 100 slides in 24 hours over no less than 8 hours, prorated for fewer). Declare the day's hours, or ask an administrator to allow it.";

/** The API's 409 for a screening over the limit, as the web asks for it (with codes). */
const overLimitBody: ApiErrorBody = {
  statusCode: 409,
  error: 'Conflict',
  message: REASON,
  code: 'workload_over_limit',
  params: { screener: 'Screener A', screened: 100, slides: 1, total: 101, limit: 100, hours: 8, context: 'declared' },
  errors: [{ field: 'fields.screenerId', message: 'is over the workload limit (101 of 100 slides)', code: 'over_workload_limit', params: { total: 101, limit: 100 } }],
};
const failure = (status: number, data: unknown) => ({ status, data });

describe('which failure is a refusal for the screener’s workload limit', () => {
  it('reads the reason, the screener, the count and the limit from the API’s 409', () => {
    expect(workloadRefusalOf(failure(409, overLimitBody))).toEqual({ reason: REASON, screener: 'Screener A', total: 101, limit: 100 });
  });

  it('knows the refusal by its screener field when the API sent no codes, and then offers only the reason', () => {
    const { code: _c, params: _p, ...plain } = overLimitBody;
    const errors = [{ field: 'fields.screenerId', message: 'is over the workload limit (101 of 100 slides)' }];
    expect(workloadRefusalOf(failure(409, { ...plain, errors }))).toEqual({ reason: REASON, screener: null, total: null, limit: null });
  });

  it('is not any other failure: a stale version, a refused override flag, a field error, the network', () => {
    expect(workloadRefusalOf(failure(409, { statusCode: 409, error: 'Conflict', message: 'Someone else saved this result meanwhile.' }))).toBeNull();
    const forbidden = {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Only an administrator can allow a screening over the workload limit.',
      errors: [{ field: 'workloadOverride', message: 'is for administrators only' }],
    };
    expect(workloadRefusalOf(failure(403, forbidden))).toBeNull();
    // The screener field on a 400 is bad input (an unknown screener), not the limit.
    expect(
      workloadRefusalOf(failure(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid input', errors: [{ field: 'fields.screenerId', message: 'no such screener' }] })),
    ).toBeNull();
    expect(workloadRefusalOf(failure(409, '<html>'))).toBeNull();
    expect(workloadRefusalOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeNull();
    expect(workloadRefusalOf(undefined)).toBeNull();
  });

  it('lets only an administrator allow it, whatever the case of the role', () => {
    expect(['admin', 'ADMIN', 'Admin'].map(mayAllowOverLimit)).toEqual([true, true, true]);
    expect(['user', 'doctor', 'guest', 'pending', '', null, undefined].map(mayAllowOverLimit)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('the refusal on the result page', () => {
  const refusal: WorkloadRefusal = { reason: REASON, screener: 'Screener A', total: 101, limit: 100 };
  const show = (role: string, r = refusal) => {
    const onAllow = jest.fn();
    render(
      <>
        <WorkloadRefusalMessage refusal={r} role={role} accessionNo="G69-00042" busy={false} onAllow={onAllow} />
        <ConfirmDialog />
      </>,
    );
    return onAllow;
  };

  it.each(['user', 'doctor'])('shows %s the reason and no way past it', (role) => {
    show(role);
    expect(screen.getByRole('alert')).toHaveTextContent(`Over the screener's workload limit. ${REASON}`);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives an administrator "Allow over the limit", which asks first — naming the screener, the count and the limit — and cancels on Escape', async () => {
    const onAllow = show('admin');
    const user = userEvent.setup();
    // Keyboard only: Tab to the button, Enter opens the confirmation, which starts on Cancel.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Allow over the limit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Allow over the workload limit?' });
    expect(dialog).toHaveTextContent(
      'With case G69-00042, Screener A would have screened 101 slides today, over the limit of 100. Allow it? The override is recorded in the audit log under your name.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onAllow).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Allow over the limit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Allow over the limit' }));
    expect(onAllow).toHaveBeenCalledTimes(1);
  });

  it('asks with the server’s reason when the refusal came without the figures', async () => {
    show('admin', { reason: REASON, screener: null, total: null, limit: null });
    await userEvent.click(screen.getByRole('button', { name: 'Allow over the limit' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(`${REASON} Allow case G69-00042 over the limit?`);
  });

  it('cannot be allowed twice while the request is under way', () => {
    render(<WorkloadRefusalMessage refusal={refusal} role="admin" accessionNo="G69-00042" busy onAllow={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Allow over the limit' })).toBeDisabled();
  });
});

describe('allowing it repeats the refused request with the override', () => {
  afterEach(() => fetchMock.mockReset());

  const fields = { gynTypeId: 1, adequacy: 'satisfactory', interpretation: 'NILM', screenerId: 7, highRisk: false } as unknown as GynecologicalResult;
  const result: ResultDto = {
    caseId: 42,
    kind: 'gynecological',
    status: 'in_progress',
    fields,
    missing: [],
    blockCount: 0,
    updatedAt: null,
    updatedBy: null,
    version: 3,
    latestReportId: null,
    unreleasedChanges: false,
    pendingRescreenId: null,
  };

  it('marks the result diagnosed with workloadOverride after the refusal, and the refusal goes', async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      bodies.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
      return bodies.length === 1 ? jsonResponse(overLimitBody, 409) : jsonResponse({ result: { ...result, status: 'diagnosed', version: 4 } });
    });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result: hook } = renderHook(() => useResultWorkflow('gynecological', result, { onReleased: jest.fn() }), { wrapper });

    await act(() => hook.current.markDiagnosed([]));
    expect(hook.current.overLimit?.refusal).toEqual({ reason: REASON, screener: 'Screener A', total: 101, limit: 100 });
    expect(hook.current.form.errors).toMatchObject({ screenerId: 'is over the workload limit (101 of 100 slides)' });
    // A refusal that stays on the page, not a passing toast.
    expect(store.getState().notifications).not.toContainEqual(expect.objectContaining({ severity: 'error' }));

    await act(() => hook.current.overLimit!.allow());
    expect(bodies).toEqual([
      { method: 'PUT', path: '/api/gynecologicals/42/result', body: { fields: {}, version: 3, complete: true } },
      { method: 'PUT', path: '/api/gynecologicals/42/result', body: { fields: {}, version: 3, complete: true, workloadOverride: true } },
    ]);
    expect(hook.current.overLimit).toBeNull();
    expect(store.getState().notifications).toContainEqual(
      expect.objectContaining({
        severity: 'success',
        summary: 'Diagnosed',
        detail: "Allowed over the screener's workload limit (recorded in the audit log): the result is complete and ready for sign-out.",
      }),
    );
  });

  it('signs out again with the override when the release was refused, the password and all, without saving twice', async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      bodies.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
      if (bodies.length === 1) return jsonResponse(overLimitBody, 409);
      return jsonResponse({ gynecologicalreport: { id: 9, version: 1 } }, 201);
    });
    const onReleased = jest.fn();
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const diagnosed: ResultDto = { ...result, status: 'diagnosed' };
    const { result: hook } = renderHook(() => useResultWorkflow('gynecological', diagnosed, { onReleased }), { wrapper });

    act(() => hook.current.signOut([]));
    expect(hook.current.askingSignature).toBe(true);
    await act(() => hook.current.sign('secret'));
    // The dialog closes on the refusal, which stays on the page.
    expect(hook.current.askingSignature).toBe(false);
    expect(hook.current.overLimit?.refusal.total).toBe(101);
    expect(onReleased).not.toHaveBeenCalled();

    await act(() => hook.current.overLimit!.allow());
    expect(bodies).toEqual([
      { method: 'POST', path: '/api/reports/gynecologicals/generate', body: { caseId: 42, password: 'secret' } },
      { method: 'POST', path: '/api/reports/gynecologicals/generate', body: { caseId: 42, password: 'secret', workloadOverride: true } },
    ]);
    expect(onReleased).toHaveBeenCalledWith(1);
  });

  it('drops the refusal once the result on screen changes (the allowed request would not be what is shown)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(overLimitBody, 409));
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result: hook } = renderHook(() => useResultWorkflow('gynecological', result, { onReleased: jest.fn() }), { wrapper });
    await act(() => hook.current.markDiagnosed([]));
    expect(hook.current.overLimit).not.toBeNull();
    act(() => hook.current.form.patch({ comment: 'seen again' } as Partial<GynecologicalResult>));
    expect(hook.current.overLimit).toBeNull();
  });
});
