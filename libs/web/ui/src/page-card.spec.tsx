import { render, screen } from '@testing-library/react';
import { PageCard } from './page-card';

describe('PageCard', () => {
  it('names the page with its title as the level-one heading', () => {
    render(
      <PageCard title="Surgical cases" subtitle="The surgical worklist." actions={<button type="button">New case</button>}>
        <p>Worklist</p>
      </PageCard>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Surgical cases' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Surgical cases' })).toHaveTextContent('Worklist');
    expect(screen.getByText('The surgical worklist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New case' })).toBeInTheDocument();
  });

  it('keeps the line of a subtitle still loading, and none for a page without one (issue 18)', () => {
    const { container, rerender } = render(<PageCard title="Surgical cases" subtitle={undefined} />);
    expect(container.querySelectorAll('header p')).toHaveLength(1);
    rerender(<PageCard title="Hospitals" />);
    expect(container.querySelectorAll('header p')).toHaveLength(0);
  });
});
