import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from './search-box';

function Box({ onEnter }: { onEnter: (value: string) => void }) {
  const [value, setValue] = useState('');
  return <SearchBox value={value} onChange={(e) => setValue(e.target.value)} label="Search orders" onEnter={onEnter} />;
}

describe('SearchBox', () => {
  it('hands the text over on Enter, as a keyboard-wedge scanner ends a code', async () => {
    const onEnter = jest.fn();
    render(<Box onEnter={onEnter} />);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'SLD-42{Enter}');

    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onEnter).toHaveBeenCalledWith('SLD-42');
  });
});
