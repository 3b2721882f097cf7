import type { FieldError, ResultFields } from '@pathdesk/contracts';
import { differingFields, newResultFields, normalizeFields, referenceErrors as codedReferenceErrors, referencedIds, type CfgRef } from './result-fields.js';

/** The reasons as English text (their codes and params: api-errors.spec.ts of libs/web/data). */
const referenceErrors = (...args: Parameters<typeof codedReferenceErrors>): Pick<FieldError, 'field' | 'message'>[] =>
  codedReferenceErrors(...args).map(({ field, message }) => ({ field, message }));

describe('result fields', () => {
  it('normalise to every field of the kind, in order, dropping others', () => {
    expect(normalizeFields('surgical', { diagnosis: 'x', interpretation: 'NILM' } as never)).toEqual({
      parts: [],
      gross: null,
      microscopic: null,
      diagnosis: 'x',
      malignancy: null,
      additionalStudies: null,
      comment: null,
      pathologistId: null,
      noBlocksReason: null,
    });
    expect(Object.keys(normalizeFields('gynecological', {}))).toEqual([
      'gynTypeId',
      'adequacy',
      'adequacyNote',
      'unsatisfactoryReason',
      'interpretation',
      'organisms',
      'reactiveChanges',
      'agcSubtype',
      'adenocarcinomaType',
      'otherFinding',
      'commentIds',
      'comment',
      'screenerId',
      'pathologistId',
      'highRisk',
    ]);
    expect(newResultFields('cytological', { cytoTypeId: 4, gynTypeId: null })).toMatchObject({ cytoTypeId: 4 });
    expect(newResultFields('gynecological', { cytoTypeId: null, gynTypeId: 7 })).toMatchObject({ gynTypeId: 7, highRisk: false });
  });

  it('compare by value (arrays included) and in any key order', () => {
    const a = normalizeFields('gynecological', { organisms: ['candida'], commentIds: [1, 2] });
    const b = normalizeFields('gynecological', { commentIds: [1, 2], organisms: ['candida'] });
    expect(differingFields(a, b)).toEqual([]);
    expect(differingFields(a, normalizeFields('gynecological', { organisms: ['candida'], commentIds: [2, 1] }))).toEqual(['commentIds']);
  });

  it('name their lookups, and check them: list, existence, active when newly chosen', () => {
    const refs = new Map<number, CfgRef>([
      [1, { category: 'pathologist', active: true, name: 'P', value: 'MD' }],
      [2, { category: 'screener', active: false, name: 'S', value: null }],
      [3, { category: 'gynecologicalcomment', active: false, name: 'C', value: null }],
    ]);
    const before = normalizeFields('gynecological', { screenerId: 2, commentIds: [3] }) as ResultFields;
    const next = normalizeFields('gynecological', { screenerId: 2, pathologistId: 2, commentIds: [3, 9], gynTypeId: 1 }) as ResultFields;
    expect(referencedIds(next)).toEqual([2, 2, 1, 3, 9]);
    expect(referenceErrors(next, before, refs)).toEqual([
      { field: 'pathologistId', message: 'is not a known pathologist' },
      { field: 'gynTypeId', message: 'is not a known gynecological type' },
      { field: 'commentIds.1', message: 'is not a known gynecological comment' },
    ]);
    const fresh = normalizeFields('gynecological', { screenerId: 2 }) as ResultFields;
    expect(referenceErrors(fresh, normalizeFields('gynecological', {}) as ResultFields, refs)).toEqual([
      { field: 'screenerId', message: 'is no longer active: choose another screener' },
    ]);
  });
});
