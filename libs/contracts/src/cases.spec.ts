import { canMove, CASE_COUNT_CAP, patientDisplayName } from './cases.js';
import { caseListQuerySchema, createCaseBatchSchema, createCaseSchema, updateCaseSchema } from './schemas/cases.schema.js';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const valid = { hn: '6500001', patientFirstName: 'สมหญิง', patientLastName: 'ใจดี', sex: 'female', hospitalId: 1, specimen: 'Skin', receivedAt: hoursAgo(1) };
const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string; keys?: string[] }[] } }) =>
  result.error?.issues.map((i) => (i.code === 'unrecognized_keys' ? i.keys!.join(', ') : i.path.join('.'))) ?? [];

describe('patientDisplayName', () => {
  it('joins a Thai title to the first name, and spaces an abbreviated or English one', () => {
    expect(patientDisplayName({ patientTitle: 'นาย', patientFirstName: 'สมชาย', patientLastName: 'ใจดี' })).toBe('นายสมชาย ใจดี');
    expect(patientDisplayName({ patientTitle: 'น.ส.', patientFirstName: 'สมหญิง', patientLastName: 'ใจดี' })).toBe('น.ส. สมหญิง ใจดี');
    expect(patientDisplayName({ patientTitle: 'Mr', patientFirstName: 'John', patientLastName: 'Miller' })).toBe('Mr John Miller');
    expect(patientDisplayName({ patientTitle: null, patientFirstName: 'สมหญิง', patientLastName: 'ใจดี' })).toBe('สมหญิง ใจดี');
  });
});

describe('canMove', () => {
  it('moves forward, or to cancelled before sign-out', () => {
    expect(canMove('registered', 'in_progress')).toBe(true);
    expect(canMove('registered', 'cancelled')).toBe(true);
    expect(canMove('signed_out', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'registered')).toBe(false);
  });
});

describe('case schemas', () => {
  it('accept a registration and refuse the fields of other kinds as unknown', () => {
    expect(createCaseSchema('surgical').safeParse(valid).success).toBe(true);
    expect(fields(createCaseSchema('surgical').safeParse({ ...valid, lmp: '2026-01-01' }))).toEqual(['lmp']);
    expect(createCaseSchema('gynecological').safeParse({ ...valid, lmp: '2026-01-01', gynTypeId: 2 }).success).toBe(true);
    expect(fields(createCaseSchema('gynecological').safeParse({ ...valid, source: 'x' }))).toEqual(['source']);
    expect(createCaseSchema('cytological').safeParse({ ...valid, cytoTypeId: 1, source: 'Pleura' }).success).toBe(true);
  });

  it('name the fields of a bad registration: dates out of order or in the future, blank HN', () => {
    expect(fields(createCaseSchema('surgical').safeParse({ ...valid, hn: ' ', collectedAt: hoursAgo(1), receivedAt: hoursAgo(2) }))).toEqual(['hn', 'receivedAt']);
    expect(fields(createCaseSchema('surgical').safeParse({ ...valid, receivedAt: new Date(Date.now() + 3_600_000).toISOString() }))).toEqual(['receivedAt']);
    expect(fields(createCaseBatchSchema('surgical').safeParse({ cases: [valid, { ...valid, hospitalId: 'x' }] }))).toEqual(['cases.1.hospitalId']);
    expect(createCaseBatchSchema('surgical').safeParse({ cases: [] }).success).toBe(false);
  });

  it('take an edit with its version, and a cancellation only with a reason', () => {
    expect(updateCaseSchema('surgical').safeParse({ version: 1, notes: 'x' }).success).toBe(true);
    expect(fields(updateCaseSchema('surgical').safeParse({ notes: 'x' }))).toEqual(['version']);
    expect(fields(updateCaseSchema('surgical').safeParse({ version: 1, status: 'cancelled' }))).toEqual(['cancelReason']);
    expect(fields(updateCaseSchema('surgical').safeParse({ version: 1, cancelReason: 'Duplicate' }))).toEqual(['cancelReason']);
    expect(updateCaseSchema('surgical').safeParse({ version: 1, status: 'cancelled', cancelReason: 'Duplicate' }).success).toBe(true);
    expect(fields(updateCaseSchema('surgical').safeParse({ version: 1, status: 'signed_out' }))).toEqual(['status']);
  });

  it('read a worklist query: newest first, statuses as a comma list, offsets up to the count cap', () => {
    expect(caseListQuerySchema.parse({})).toMatchObject({ first: 0, rows: 20, sortField: 'receivedAt', sortOrder: -1 });
    expect(caseListQuerySchema.parse({ status: 'registered,cancelled', hospitalId: '3', receivedFrom: '2026-11-01' })).toMatchObject({
      status: ['registered', 'cancelled'],
      hospitalId: 3,
      receivedFrom: '2026-11-01',
    });
    expect(caseListQuerySchema.safeParse({ first: String(CASE_COUNT_CAP + 1) }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ other: '1' }).success).toBe(false);
  });
});
