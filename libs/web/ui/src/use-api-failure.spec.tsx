import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@pathdesk/web-data';
import { useApiFailure } from './use-api-failure';

function renderWithStore() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useApiFailure(), { wrapper });
  return { store, failed: result.current };
}

const invalid = {
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message: 'Some fields are invalid.', errors: [{ field: 'code', message: 'is already used' }] },
};

describe('useApiFailure', () => {
  it("toasts the server's reason under the summary and puts its field reasons on the form", () => {
    const { store, failed } = renderWithStore();
    const setErrors = jest.fn();

    act(() => failed('Add Hospital failed', invalid, setErrors));

    expect(setErrors).toHaveBeenCalledWith({ code: 'is already used' });
    expect(store.getState().notifications).toEqual([{ id: expect.any(String), severity: 'error', summary: 'Add Hospital failed', detail: 'Some fields are invalid.' }]);
  });

  it('only toasts without a form', () => {
    const { store, failed } = renderWithStore();

    act(() => failed('Delete User failed', { status: 'FETCH_ERROR', error: 'TypeError' }));

    expect(store.getState().notifications).toEqual([
      {
        id: expect.any(String),
        severity: 'error',
        summary: 'Delete User failed',
        detail: 'The server cannot be reached. Check the connection and try again.',
      },
    ]);
  });
});
