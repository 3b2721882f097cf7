import { ICDO3_BEHAVIOURS, icdO3ShapeProblem, isIcdO3Morphology, isIcdO3Topography, suggestIcdO3 } from './icd-o3.js';
import { SMALL_TEMPLATE as T } from './testing/small-template.js';

describe('ICD-O-3 code shapes', () => {
  it.each(['C00.0', 'C50.4', 'C18.7', 'C20.9', 'C61.9', 'C80.9'])('topography %s is well formed', (code) => {
    expect(isIcdO3Topography(code)).toBe(true);
  });

  it.each(['C81.0', 'C50', 'C50.40', 'c50.4', 'C5.4', 'D05.1', ' C50.4', '50.4'])('topography %s is not', (code) => {
    expect(isIcdO3Topography(code)).toBe(false);
  });

  it.each(['8500/3', '8520/3', '8140/3', '8070/3', '8500/2', '8000/0', '8000/1', '8140/6', '8000/9', '9989/3'])('morphology %s is well formed', (code) => {
    expect(isIcdO3Morphology(code)).toBe(true);
  });

  it.each(['8500/4', '8500/5', '8500/7', '8500/8', '8500', '850/3', '85000/3', '8500-3', '7999/3', '8500/33'])('morphology %s is not', (code) => {
    expect(isIcdO3Morphology(code)).toBe(false);
  });

  it('allows exactly the behaviour codes of ICD-O-3', () => {
    const allowed = [...'0123456789'].filter((b) => isIcdO3Morphology(`8000/${b}`));
    expect(allowed).toEqual(Object.keys(ICDO3_BEHAVIOURS));
    expect(allowed).toEqual(['0', '1', '2', '3', '6', '9']);
  });

  it('says what shape is wanted', () => {
    expect(icdO3ShapeProblem('topography', 'C50.4')).toBeNull();
    expect(icdO3ShapeProblem('topography', 'C99.9')).toMatch(/C00\.0 to C80\.9/);
    expect(icdO3ShapeProblem('morphology', '8500/5')).toContain('/0 /1 /2 /3 /6 or /9');
  });
});

describe('suggestIcdO3', () => {
  it('takes the codes of the chosen site and type', () => {
    expect(suggestIcdO3(T, { type: 'lobular', site: ['uiq', 'uoq'] })).toEqual({ topography: 'C50.4', morphology: '8520/3' });
  });

  it('falls back on the template’s topography, and suggests no morphology for "Other"', () => {
    expect(suggestIcdO3(T, { type: 'other', 'type-other': 'Secretory carcinoma' })).toEqual({ topography: 'C50.9', morphology: null });
    expect(suggestIcdO3(T, { site: ['unknown'] })).toEqual({ topography: 'C50.9', morphology: null });
  });
});
