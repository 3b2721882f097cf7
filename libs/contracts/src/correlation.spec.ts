import { correlationListQuerySchema, correlationReviewSchema } from './schemas/correlation.schema.js';
import { isCervicalSpecimen } from './correlation.js';

describe('cervical biopsy or excision (issue 15.2)', () => {
  it.each([
    'Cervix, punch biopsy',
    'CERVICAL cone biopsy',
    'Endocervical curettage',
    'Ectocervix at 3 o’clock',
    'LEEP specimen',
    'LLETZ',
    'Cold knife conisation',
    'conization',
    'Radical trachelectomy',
    'ชิ้นเนื้อปากมดลูก',
  ])('%s is', (specimen) => {
    expect(isCervicalSpecimen(specimen)).toBe(true);
  });
  it.each(['Skin, left arm, excision', 'Endometrial curettage', 'Uterus, total hysterectomy', 'Stomach biopsy', '', null, undefined])('%s is not', (specimen) => {
    expect(isCervicalSpecimen(specimen)).toBe(false);
  });
});

describe('correlation schemas', () => {
  it('needs a note for a discrepancy, not for an agreement', () => {
    expect(correlationReviewSchema.safeParse({ outcome: 'agree' }).success).toBe(true);
    expect(correlationReviewSchema.safeParse({ outcome: 'major', note: '  ' }).success).toBe(false);
    expect(correlationReviewSchema.safeParse({ outcome: 'minor', note: 'differs' }).success).toBe(true);
    expect(correlationReviewSchema.safeParse({ outcome: 'agree', extra: 1 }).success).toBe(false);
  });
  it('reads the list query: status, an ordered period, paging', () => {
    expect(correlationListQuerySchema.parse({ status: 'pending', from: '2026-01-01', to: '2026-01-31', first: '20', rows: '10' })).toEqual({
      status: 'pending',
      from: '2026-01-01',
      to: '2026-01-31',
      first: 20,
      rows: 10,
    });
    expect(correlationListQuerySchema.parse({ status: '' })).toEqual({ first: 0, rows: 20 });
    expect(correlationListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(correlationListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });
});
