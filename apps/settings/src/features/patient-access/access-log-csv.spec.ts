import type { PatientAccessDto } from '@pathdesk/contracts';
import { accessLogCsv } from './access-log-csv';

const access = (overrides: Partial<PatientAccessDto> = {}): PatientAccessDto => ({
  id: 1,
  at: '2026-11-27T03:00:00.000Z',
  actorId: 4,
  actorUsername: 'guest',
  role: 'guest',
  hospitals: ['โรงพยาบาลกรุงเทพเวชการ'],
  kind: 'view',
  action: 'view',
  entity: 'report_version',
  entityId: '12',
  accessionNo: 'S69-00001',
  ip: '10.0.0.1',
  ...overrides,
});

describe('the access log as CSV (issue 28.6)', () => {
  it('writes a header and one line an access, Thai kept, with a byte-order mark', () => {
    const csv = accessLogCsv([access(), access({ id: 2, actorUsername: 'admin', role: 'admin', hospitals: [], kind: 'print', action: 'print' })]);
    expect(csv.startsWith('\uFEFFat,username,role,hospitals,kind,action,record,recordId,accessionNo,ip\r\n')).toBe(true);
    expect(csv).toContain('2026-11-27T03:00:00.000Z,guest,guest,โรงพยาบาลกรุงเทพเวชการ,view,view,report_version,12,S69-00001,10.0.0.1\r\n');
    expect(csv).toContain(',admin,admin,,print,print,');
  });

  it('quotes commas and quotes, and never lets a value start a formula', () => {
    const csv = accessLogCsv([access({ actorUsername: '=HYPERLINK("x")', hospitals: ['A, B', 'C'] })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"A, B; C"');
  });
});
