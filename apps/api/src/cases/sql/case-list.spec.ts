import { caseListQuerySchema } from '@pathdesk/contracts/schemas';
import { CASE_SORT_FIELDS } from '@pathdesk/contracts';
import { afterCursor, caseConditions, caseOrder, searchTarget, SORT_KEY_COLUMNS } from './case-list.js';

const query = (params: Record<string, string>) => caseListQuerySchema.parse(params);

describe('searchTarget', () => {
  it('takes text with a digit for an accession number or HN, anything else for a name', () => {
    expect(searchTarget('S69-001')).toBe('numbers');
    expect(searchTarget('6500123')).toBe('numbers');
    expect(searchTarget('สมชาย')).toBe('names');
    expect(searchTarget('Somchai Jaidee')).toBe('names');
  });
});

describe('caseConditions', () => {
  it('always narrows to the kind', () => {
    expect(caseConditions('surgical', query({}))).toEqual({ sql: 'c.kind = ?', params: ['surgical'] });
  });

  it('reads the worklist filters: statuses, hospital, doctor, and reception days in Bangkok time', () => {
    const where = caseConditions(
      'gynecological',
      query({ status: 'registered,in_progress', hospitalId: '4', doctorId: '9', receivedFrom: '2026-11-01', receivedTo: '2026-11-02' }),
    );
    expect(where.sql).toBe('c.kind = ? and c.status in (?) and c.hospital_id = ? and c.doctor_id = ? and c.received_at >= ? and c.received_at < ?');
    expect(where.params).toEqual(['gynecological', ['registered', 'in_progress'], 4, 9, new Date('2026-10-31T17:00:00Z'), new Date('2026-11-02T17:00:00Z')]);
  });

  it('searches numbers by prefix (accession numbers upper-case) and names anywhere, lower-case, with LIKE wildcards escaped', () => {
    expect(caseConditions('surgical', query({ search: 's69-0_1' }))).toEqual({
      sql: 'c.kind = ? and (c.accession_no like ? or c.hn like ? or c.citizen_id like ?)',
      params: ['surgical', 'S69-0\\_1%', 's69-0\\_1%', 's69-0\\_1%'],
    });
    expect(caseConditions('surgical', query({ search: 'hn 100%' })).params).toEqual(['surgical', 'HN 100\\%%', 'hn 100\\%%', 'hn 100\\%%']);
    expect(caseConditions('surgical', query({ search: 'Somchai' }))).toEqual({ sql: 'c.kind = ? and c.search_text like ?', params: ['surgical', '%somchai%'] });
  });

  it('turns column filters into conditions; negations keep rows without the value', () => {
    const filters = JSON.stringify({
      patientName: { operator: 'and', constraints: [{ matchMode: 'contains', value: 'Jai' }] },
      doctorName: { operator: 'and', constraints: [{ matchMode: 'notContains', value: 'x' }] },
      hn: {
        operator: 'or',
        constraints: [
          { matchMode: 'startsWith', value: '65' },
          { matchMode: 'equals', value: 'A1' },
        ],
      },
      receivedAt: { operator: 'and', constraints: [{ matchMode: 'dateIs', value: '2026-11-02' }] },
    });
    const where = caseConditions('surgical', query({ filters }));
    expect(where.sql).toBe(
      "c.kind = ? and ((c.search_text like ?)) and ((not coalesce(c.doctor_id in (select fd.id from doctor fd where concat_ws(' ', fd.title, fd.name) ilike ?), false)))" +
        ' and ((c.hn ilike ?) or (c.hn ilike ?)) and ((c.received_at >= ? and c.received_at < ?))',
    );
    expect(where.params).toEqual(['surgical', '%jai%', '%x%', '65%', 'A1', new Date('2026-11-01T17:00:00Z'), new Date('2026-11-02T17:00:00Z')]);
  });
});

describe('caseOrder', () => {
  it('orders the keyset sorts by (column, id) in one direction, the others newest first among equals', () => {
    expect(caseOrder('receivedAt', -1)).toEqual({ sql: 'c.received_at desc, c.id desc', hospital: false });
    expect(caseOrder('accessionNo', 1)).toEqual({ sql: 'c.accession_no asc, c.id asc', hospital: false });
    expect(caseOrder('patientName', 1)).toEqual({ sql: 'c.patient_first_name asc, c.patient_last_name asc, c.received_at desc, c.id desc', hospital: false });
    expect(caseOrder('hospitalName', -1)).toEqual({ sql: 'h.name_th desc, c.received_at desc, c.id desc', hospital: true });
    expect(caseOrder('status', 1).sql).toMatch(
      /^array_position\(array\['registered', 'in_progress', 'diagnosed', 'signed_out', 'amended', 'cancelled'\]::text\[\], c\.status::text\) asc/,
    );
  });
});

describe('afterCursor', () => {
  it('continues after the row, in the direction of the sort', () => {
    expect(afterCursor({ sortField: 'receivedAt', sortOrder: -1, value: '2026-11-02T03:04:05.123456Z', id: 7 })).toEqual({
      sql: '(c.received_at, c.id) < (?::timestamptz, ?)',
      params: ['2026-11-02T03:04:05.123456Z', 7],
    });
    expect(afterCursor({ sortField: 'accessionNo', sortOrder: 1, value: 'S69-00042', id: 9 })).toEqual({ sql: '(c.accession_no, c.id) > (?, ?)', params: ['S69-00042', 9] });
  });
});

// A search page sorts its matches by the columns it kept (SORT_KEY_COLUMNS), not their rows read again.
describe('SORT_KEY_COLUMNS', () => {
  const columnsOf = (sql: string) => [...sql.matchAll(/\bc\.[a-z_]+/g)].map((m) => m[0]);
  it('holds every column a sort or a cursor reads', () => {
    const read = [
      ...CASE_SORT_FIELDS.flatMap((field) => [1, -1].flatMap((order) => columnsOf(caseOrder(field, order as 1 | -1).sql))),
      ...(['receivedAt', 'accessionNo'] as const).flatMap((sortField) => columnsOf(afterCursor({ sortField, sortOrder: -1, value: 'x', id: 1 }).sql)),
      'c.hospital_id',
    ];
    expect(read.filter((column) => !SORT_KEY_COLUMNS.includes(column))).toEqual([]);
  });
});
