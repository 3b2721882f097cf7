import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@pathdesk/web-data';
import { CaseFormFields } from './case-form-fields';
import { emptyCaseForm, type CaseFormValues } from './case-form-model';

const OPTIONS = { titles: [], companies: [], hospitals: [], types: [] };

/** The Pap registration form, its sex preselected as the register page does. */
function PapForm({ seen }: { seen: (values: CaseFormValues) => void }) {
  const [values, setValues] = useState<CaseFormValues>({ ...emptyCaseForm(), sex: 'female' });
  seen(values);
  return <CaseFormFields kind="gynecological" values={values} errors={{}} options={OPTIONS} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />;
}

describe('the sex of a case', () => {
  it('keeps the preselected Female when it is clicked again (it cannot be emptied)', () => {
    let latest: CaseFormValues | undefined;
    render(
      <Provider store={makeStore()}>
        <PapForm seen={(v) => (latest = v)} />
      </Provider>,
    );
    const female = screen.getByRole('button', { name: 'Female' });
    expect(female).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(female);
    expect(latest?.sex).toBe('female');
    expect(screen.getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Male' }));
    expect(latest?.sex).toBe('male');
  });
});
