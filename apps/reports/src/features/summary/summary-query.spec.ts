import { defaultFilters, dispositionFilename, exportFilename, exportUrl, summaryParams } from './summary-query';

describe('the summary query', () => {
  it('starts with this month so far', () => {
    const { period } = defaultFilters(new Date(2026, 10, 24));
    expect(period.map((d) => d?.getDate())).toEqual([1, 24]);
  });

  it('starts with the period and hospital of a link', () => {
    const { period, hospitalId } = defaultFilters(new Date(2026, 10, 24), new URLSearchParams('from=2026-11-01&to=2026-11-20&hospitalId=4'));
    expect(period).toEqual([new Date(2026, 10, 1), new Date(2026, 10, 20)]);
    expect(hospitalId).toBe(4);
  });

  it('sends the period as lab days, and only the filters set', () => {
    const filters = { period: [new Date(2026, 10, 1), new Date(2026, 10, 24)], hospitalId: 3, pathologistId: null, screenerId: 9 };
    expect(summaryParams('gynecological', filters)).toEqual({ from: '2026-11-01', to: '2026-11-24', hospitalId: 3, screenerId: 9 });
  });

  it('sends one day while the second is not picked, and no screener for surgical cases', () => {
    const filters = { period: [new Date(2026, 10, 5), null], hospitalId: null, pathologistId: 4, screenerId: 9 };
    expect(summaryParams('surgical', filters)).toEqual({ from: '2026-11-05', to: '2026-11-05', pathologistId: 4 });
  });

  it('asks the export for the same figures as shown', () => {
    expect(exportUrl('cytological', { from: '2026-11-01', to: '2026-11-24', hospitalId: 3 }, 'xlsx')).toBe(
      '/api/cytologicals/summary/export?format=xlsx&from=2026-11-01&to=2026-11-24&hospitalId=3',
    );
    expect(exportFilename('cytological', { from: '2026-11-01', to: '2026-11-24' }, 'csv')).toBe('cytologicals-summary-2026-11-01-2026-11-24.csv');
  });

  it('reads the file name the server gives', () => {
    expect(dispositionFilename('attachment; filename="surgicals-summary-2026-11-01-2026-11-24.xlsx"')).toBe('surgicals-summary-2026-11-01-2026-11-24.xlsx');
    expect(dispositionFilename(null)).toBeNull();
  });
});
