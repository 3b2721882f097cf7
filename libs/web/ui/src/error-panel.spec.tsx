import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('announces the title and detail as an alert', () => {
    render(<ErrorPanel title="Reports is unavailable right now." detail="Its files could not be loaded." />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Reports is unavailable right now.');
    expect(alert).toHaveTextContent('Its files could not be loaded.');
  });

  it('calls onRetry when "Try again" is clicked', async () => {
    const onRetry = jest.fn();
    render(<ErrorPanel title="Something went wrong." onRetry={onRetry} />);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without onRetry', () => {
    render(<ErrorPanel title="Something went wrong." />);

    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
