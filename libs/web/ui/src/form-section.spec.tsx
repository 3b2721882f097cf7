import { render, screen } from '@testing-library/react';
import { FormSection } from './form-section';

describe('FormSection', () => {
  it('is a group of fields named by its title', () => {
    render(
      <FormSection title="Patient" className="mb-3">
        <label htmlFor="hn">HN</label>
        <input id="hn" />
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Patient' });
    expect(group).toHaveClass('mb-3');
    expect(group).toContainElement(screen.getByLabelText('HN'));
  });
});
