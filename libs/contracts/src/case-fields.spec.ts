import { caseDateErrors } from './case-dates.js';
import { ALL_CASE_FIELD_COLUMNS, ALL_CASE_FIELDS, caseColumnOf, caseFieldsOf, CLINICAL_FIELDS, isCaseField } from './schemas/case-fields.schema.js';

describe('the case field table', () => {
  it('gives every field a column', () => {
    for (const name of Object.keys(ALL_CASE_FIELDS)) {
      expect(isCaseField(name)).toBe(true);
      if (isCaseField(name)) expect(caseColumnOf(name).type).toEqual(expect.any(String));
    }
    expect(ALL_CASE_FIELD_COLUMNS.map((f) => f.name)).toEqual(Object.keys(ALL_CASE_FIELDS));
    expect(isCaseField('accessionNo')).toBe(false);
    expect(isCaseField('toString')).toBe(false);
  });

  it('gives each kind the common fields and its own', () => {
    const names = (kind: 'surgical' | 'cytological' | 'gynecological') => caseFieldsOf(kind).map((f) => f.name);
    expect(names('surgical')).not.toEqual(expect.arrayContaining(['lmp']));
    expect(names('surgical')).toEqual(expect.arrayContaining(['hn', 'citizenId', 'receivedAt']));
    expect(names('gynecological')).toEqual(expect.arrayContaining(['lmp', 'gynTypeId', 'relevantHistory']));
    expect(names('gynecological')).not.toContain('cytoTypeId');
    expect(names('cytological')).toEqual(expect.arrayContaining(['cytoTypeId', 'source']));
  });

  it('lets doctors edit the clinical fields only', () => {
    expect([...CLINICAL_FIELDS].sort()).toEqual(['clinicalHistory', 'lmp', 'notes', 'relevantHistory', 'specimen']);
  });

  it('keeps the citizen ID in a searchable 13-character column', () => {
    expect(caseColumnOf('citizenId')).toEqual({ type: 'varchar', length: 13, nullable: true, collation: 'C', search: 'prefix' });
  });
});

describe('caseDateErrors (the one date-order rule)', () => {
  const receivedAt = '2026-11-21T17:30:00Z'; // 22 Nov 00:30 at the lab
  it('wants the collection before the reception', () => {
    expect(caseDateErrors({ receivedAt, collectedAt: '2026-11-21T17:31:00Z' })).toEqual([
      { field: 'receivedAt', message: 'Received date must be on or after the collection date', code: 'received_before_collected' },
    ]);
    expect(caseDateErrors({ receivedAt, collectedAt: receivedAt })).toEqual([]);
  });

  it('compares the birth and the last period with the lab’s day of the reception', () => {
    expect(caseDateErrors({ receivedAt, birthDate: '2026-11-22', lmp: '2026-11-22' })).toEqual([]);
    expect(caseDateErrors({ receivedAt, birthDate: '2026-11-23', lmp: '2026-11-23' }, 'cases.1.')).toEqual([
      { field: 'cases.1.birthDate', message: 'Birth date must be on or before the received date', code: 'birth_date_after_received' },
      { field: 'cases.1.lmp', message: 'LMP must be on or before the received date', code: 'lmp_after_received' },
    ]);
  });

  it('checks nothing without a reception', () => {
    expect(caseDateErrors({ collectedAt: '2026-11-21T17:31:00Z', birthDate: '2099-01-01' })).toEqual([]);
  });
});
