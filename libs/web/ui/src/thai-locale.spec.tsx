import { render, screen } from '@testing-library/react';
import PrimeReact, { locale, localeOption } from 'primereact/api';
import { Calendar } from 'primereact/calendar';
import { registerThaiLocale, THAI_LOCALE } from './thai-locale';

const activeLocale = () => PrimeReact.locale ?? 'en';

describe('registerThaiLocale', () => {
  afterEach(() => locale('en'));

  it('makes Thai the active PrimeReact locale', () => {
    expect(activeLocale()).toBe('en');

    registerThaiLocale();

    expect(activeLocale()).toBe(THAI_LOCALE);
    expect(locale(activeLocale()).locale).toBe('th');
  });

  it('starts the week on Sunday with Thai day and month names', () => {
    registerThaiLocale();

    expect(localeOption('firstDayOfWeek', activeLocale())).toBe(0);
    expect(localeOption('dayNames', activeLocale())).toEqual([
      'อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์',
    ]);
    expect(localeOption('monthNames', activeLocale())?.[0]).toBe('มกราคม');
    expect(localeOption('dateFormat', activeLocale())).toBe('mm/dd/yy');
  });

  it('keeps English defaults for the options it does not translate', () => {
    registerThaiLocale();

    expect(localeOption('am', activeLocale())).toBe(localeOption('am', 'en'));
  });

  it('shows a calendar whose first column is Sunday, in Thai', () => {
    registerThaiLocale();

    render(<Calendar inline value={new Date(2025, 0, 15)} />);

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    expect(screen.getByText('มกราคม')).toBeInTheDocument();
  });
});
