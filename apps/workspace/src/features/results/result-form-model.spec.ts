import type { CytologicalResult, GynecologicalResult, SurgicalResult } from '@pathdesk/contracts';
import { changedFields, isDirty, missingErrors, resultFieldErrors } from './result-form-model';
import { withAdequacy } from './gynecological-result-fields';
import { withCytoAdequacy } from './cytological-result-fields';

const surgical: SurgicalResult = {
  parts: [],
  gross: 'Skin ellipse, 2 cm',
  microscopic: null,
  diagnosis: null,
  malignancy: null,
  additionalStudies: null,
  comment: null,
  pathologistId: null,
  noBlocksReason: null,
};

describe('the result form model', () => {
  it('sends only what changed, with cleared text as null', () => {
    expect(changedFields(surgical, { ...surgical, diagnosis: 'Basal cell carcinoma', gross: '' })).toEqual({ diagnosis: 'Basal cell carcinoma', gross: null });
  });

  it('does not count blank text or trailing spaces as a change', () => {
    expect(isDirty(surgical, { ...surgical, microscopic: '', gross: 'Skin ellipse, 2 cm ' })).toBe(false);
    expect(isDirty(surgical, { ...surgical, pathologistId: 3 })).toBe(true);
  });

  it('puts the server’s `fields.<name>` reasons on the form’s fields', () => {
    expect(resultFieldErrors({ 'fields.diagnosis': 'is required before sign-out', version: 'is not the latest' })).toEqual({
      diagnosis: 'is required before sign-out',
      version: 'is not the latest',
    });
    expect(missingErrors(['gross'])).toEqual({ gross: 'is required before sign-out' });
  });
});

describe('a Pap’s adequacy', () => {
  const pap = {
    adequacy: 'satisfactory',
    adequacyNote: 'Transformation zone present',
    interpretation: 'NILM',
    organisms: ['candida'],
    reactiveChanges: [],
    unsatisfactoryReason: null,
  } as unknown as GynecologicalResult;

  it('unsatisfactory clears the interpretation and its details', () => {
    expect(withAdequacy(pap, 'unsatisfactory')).toMatchObject({ adequacy: 'unsatisfactory', interpretation: null, organisms: [], adequacyNote: null });
  });

  it('satisfactory clears the reason for being unsatisfactory', () => {
    expect(withAdequacy({ ...pap, adequacy: 'unsatisfactory', unsatisfactoryReason: 'Obscuring blood' }, 'satisfactory')).toEqual({
      adequacy: 'satisfactory',
      unsatisfactoryReason: null,
    });
  });
});

describe('a cytology’s adequacy', () => {
  const cyto = { adequacy: 'satisfactory', category: 'nondiagnostic' } as CytologicalResult;

  it('makes an unsatisfactory specimen non-diagnostic, and drops non-diagnostic from a satisfactory one', () => {
    expect(withCytoAdequacy({ ...cyto, category: 'negative' }, 'unsatisfactory')).toEqual({ adequacy: 'unsatisfactory', category: 'nondiagnostic' });
    expect(withCytoAdequacy(cyto, 'satisfactory')).toEqual({ adequacy: 'satisfactory', category: null });
    expect(withCytoAdequacy({ ...cyto, category: 'malignant' }, 'satisfactory')).toEqual({ adequacy: 'satisfactory' });
  });
});
