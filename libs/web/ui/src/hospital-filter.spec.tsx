import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@pathdesk/web-data';
import { lookupsApi } from '@pathdesk/web-lookups';
import { HospitalFilter } from './hospital-filter';

const hospitals = [
  { id: 1, code: 'H001', name: 'Siriraj', nameEn: 'Siriraj Hospital' },
  { id: 2, code: 'H002', name: 'Ramathibodi', nameEn: 'Ramathibodi Hospital' },
];

function renderFilter(value: number | null) {
  const store = makeStore();
  void store.dispatch(lookupsApi.util.upsertQueryData('getHospitalOptions', undefined, hospitals));
  const onChange = jest.fn();
  const { container } = render(
    <Provider store={store}>
      <HospitalFilter value={value} onChange={onChange} />
    </Provider>,
  );
  return { onChange, dropdown: container.querySelector<HTMLElement>('.p-dropdown')! };
}

describe('HospitalFilter', () => {
  it('offers all hospitals until one is chosen', () => {
    const { dropdown } = renderFilter(null);

    expect(screen.getByLabelText('Hospital')).toBeInTheDocument();
    expect(dropdown).toHaveTextContent('All hospitals');
    expect(dropdown).toHaveStyle({ minWidth: '16rem' });
  });

  it('gives the id of the hospital chosen', async () => {
    const { dropdown, onChange } = renderFilter(null);

    await userEvent.click(dropdown);
    await userEvent.click(await screen.findByRole('option', { name: 'Ramathibodi', hidden: true }));

    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('gives null once cleared', async () => {
    const { dropdown, onChange } = renderFilter(1);
    await waitFor(() => expect(dropdown).toHaveTextContent('Siriraj'));

    await userEvent.click(dropdown.querySelector('.p-dropdown-clear-icon')!);

    expect(onChange).toHaveBeenCalledWith(null);
  });
});
