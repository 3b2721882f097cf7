import { draftDiagnosisLine } from './diagnosis-line.js';
import { SMALL_TEMPLATE as T } from './testing/small-template.js';

const values = { procedure: 'excision', size: 23, type: 'nst', grade: '2', margins: 'not-involved', nodes: 'present', examined: 15, positive: 2, pt: 'pT2', pn: 'pN1a' };

describe('draftDiagnosisLine', () => {
  it('drafts the line from the values, in the template’s words', () => {
    expect(draftDiagnosisLine(T, values)).toBe('Invasive carcinoma of no special type, grade 2, 23 mm; margins clear; 2/15 lymph nodes with metastasis; pT2 pN1a');
  });

  it('leaves out a piece whose elements have no value, and a group left empty', () => {
    const { grade: _g, examined: _e, positive: _p, ...rest } = values;
    expect(draftDiagnosisLine(T, { ...rest, nodes: 'present' })).toBe('Invasive carcinoma of no special type, 23 mm; margins clear; pT2 pN1a');
    expect(draftDiagnosisLine(T, {})).toBe('');
  });

  it('prints the specified text for "Other", and leaves out a choice whose short words are empty', () => {
    expect(draftDiagnosisLine(T, { ...values, type: 'other', 'type-other': 'Secretory carcinoma', margins: 'cannot-be-assessed' })).toBe(
      'Secretory carcinoma, grade 2, 23 mm; 2/15 lymph nodes with metastasis; pT2 pN1a',
    );
  });

  it('uses no value that is invalid or not asked', () => {
    expect(draftDiagnosisLine(T, { ...values, size: 999, nodes: 'none' })).toBe('Invasive carcinoma of no special type, grade 2; margins clear; pT2 pN1a');
  });
});
