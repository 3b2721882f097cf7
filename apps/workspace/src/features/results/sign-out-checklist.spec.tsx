import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignOutChecklist } from './sign-out-checklist';

const draft = { status: 'in_progress', pendingRescreenId: null } as const;
const warnings = [
  { field: 'parts.0.synoptic.values.ki67', text: 'A. Ki-67 proliferation index' },
  { field: 'parts.0.icdO3', text: 'A. ICD-O-3 codes (for the cancer registry)' },
];

describe('the sign-out checklist’s warnings (issue 30.2, 30.4)', () => {
  it('says a complete result may be signed out, and lists what is recommended on request', async () => {
    render(<SignOutChecklist missing={[]} result={draft} amending={false} warnings={warnings} />);
    expect(screen.getByRole('status')).toHaveTextContent('Complete: ready for sign-out.');
    await userEvent.click(screen.getByText('2 recommended items left empty: sign-out does not wait for them'));
    const list = screen.getByRole('list', { name: 'Recommended, not required' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A. Ki-67 proliferation index', 'A. ICD-O-3 codes (for the cancer registry)']);
  });

  it('shows them beside what sign-out still needs, and nothing once released', () => {
    const { rerender } = render(<SignOutChecklist missing={['diagnosis']} result={draft} amending={false} warnings={warnings.slice(0, 1)} />);
    expect(screen.getByText('1 recommended item left empty: sign-out does not wait for it')).toBeInTheDocument();
    rerender(<SignOutChecklist missing={[]} result={{ status: 'signed_out', pendingRescreenId: null }} amending={false} warnings={warnings} />);
    expect(screen.queryByText(/recommended item/)).not.toBeInTheDocument();
  });
});
