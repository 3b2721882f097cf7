import { reportListQuery } from './report-list-query';

const table = { first: 40, rows: 20, sortField: 'releasedAt', sortOrder: -1, filters: {}, search: '' } as const;

describe('reportListQuery', () => {
  it('asks for the page, the sort and the latest versions by default', () => {
    expect(reportListQuery(table, { hospitalId: null, released: null, latestOnly: true })).toEqual({
      first: 40,
      rows: 20,
      sortField: 'releasedAt',
      sortOrder: -1,
      latestOnly: true,
    });
  });

  it('adds the search, the hospital and the released days (one day picked: that day)', () => {
    expect(reportListQuery({ ...table, search: '  สมหญิง ' }, { hospitalId: 3, released: [new Date(2025, 5, 2), null], latestOnly: false })).toMatchObject({
      search: 'สมหญิง',
      hospitalId: 3,
      from: '2025-06-02',
      to: '2025-06-02',
      latestOnly: false,
    });
    expect(reportListQuery(table, { hospitalId: null, released: [new Date(2025, 5, 2), new Date(2025, 5, 30)], latestOnly: true })).toMatchObject({
      from: '2025-06-02',
      to: '2025-06-30',
    });
  });
});
