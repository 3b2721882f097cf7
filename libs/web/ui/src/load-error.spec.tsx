import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it("says what could not be loaded and the server's reason, as an alert", () => {
    render(<LoadError what="doctors" error={{ status: 'FETCH_ERROR', error: 'TypeError' }} onRetry={jest.fn()} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('p-error', 'mb-3');
    expect(alert).toHaveTextContent('The doctors could not be loaded: The server cannot be reached. Check the connection and try again. Try again');
  });

  it('retries from "Try again"', async () => {
    const onRetry = jest.fn();
    render(<LoadError what="worklist" error={{ status: 500, data: undefined }} onRetry={onRetry} />);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
