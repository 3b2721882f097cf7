import { createDispatchSchema } from './dispatch.schema.js';
import { summaryQuerySchema, updateTurnaroundSchema } from './summaries.schema.js';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => [...new Set(result.error?.issues.map((i) => i.path.join('.')) ?? [])];

describe('summary and turnaround request schemas', () => {
  it('refuse a period that is not two days (yyyy-mm-dd), at the field, without throwing', () => {
    expect(fieldsOf(summaryQuerySchema('surgical').safeParse({ from: '1969-12-31T23:59:59.967Z', to: '2026-01-01' }))).toEqual(['from']);
    expect(fieldsOf(summaryQuerySchema('cytological').safeParse({ from: '2026-01-01', to: '2027-01-02' }))).toEqual(['to']);
    expect(summaryQuerySchema('gynecological').parse({ from: '2026-01-01', to: '2026-12-31', screenerId: '3' })).toEqual({ from: '2026-01-01', to: '2026-12-31', screenerId: 3 });
  });

  it('refuse closures and lists of the wrong shape at the field', () => {
    expect(fieldsOf(updateTurnaroundSchema.safeParse({ targets: 'x', closures: [{ from: 'soon', to: '2026-01-01', reason: 'x' }] }))).toEqual(['targets', 'closures.0.from']);
    expect(fieldsOf(createDispatchSchema.safeParse({ kind: 'surgical', hospitalId: 1, reportIds: 'all' }))).toEqual(['reportIds']);
  });
});
