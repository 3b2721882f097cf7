import { describe, expect, it } from '@jest/globals';
import { resultFieldsSchema } from './results.schema.js';

const issuesOf = (kind: 'cytological' | 'gynecological', fields: object) => {
  const parsed = resultFieldsSchema(kind).safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};

describe('cytology results refuse contradictory adequacy and category', () => {
  it.each([
    ['satisfactory', 'nondiagnostic', 'a satisfactory specimen is not non-diagnostic: choose its category'],
    ['unsatisfactory', 'negative', 'an unsatisfactory specimen is non-diagnostic'],
    ['unsatisfactory', 'malignant', 'an unsatisfactory specimen is non-diagnostic'],
  ])('%s with %s', (adequacy, category, message) => {
    expect(issuesOf('cytological', { adequacy, category })).toEqual([{ field: 'category', message }]);
  });

  it.each([
    ['satisfactory', 'negative'],
    ['satisfactory', 'malignant'],
    ['unsatisfactory', 'nondiagnostic'],
    ['unsatisfactory', null],
    [null, 'nondiagnostic'],
  ])('accepts %s with %s', (adequacy, category) => {
    expect(issuesOf('cytological', { adequacy, category })).toEqual([]);
  });
});

describe('Pap results', () => {
  it('refuses a reason for an unsatisfactory specimen on a satisfactory one', () => {
    expect(issuesOf('gynecological', { adequacy: 'satisfactory', unsatisfactoryReason: 'Obscuring blood' })).toEqual([
      { field: 'unsatisfactoryReason', message: 'goes with an unsatisfactory specimen' },
    ]);
    expect(issuesOf('gynecological', { adequacy: 'unsatisfactory', unsatisfactoryReason: 'Obscuring blood' })).toEqual([]);
  });
});
