import type { GynecologicalResult, ResultFields } from './results.js';
import { isSatisfactoryNilm, signOutRefusal, withInterpretation } from './result-rules.js';

const gyn = (fields: Partial<GynecologicalResult>) =>
  ({ organisms: [], reactiveChanges: [], agcSubtype: null, commentIds: [], highRisk: false, ...fields }) as unknown as GynecologicalResult;
const nilm = gyn({ adequacy: 'satisfactory', interpretation: 'NILM' });
const hsil = gyn({ adequacy: 'satisfactory', interpretation: 'HSIL' });
const unsatisfactory = gyn({ adequacy: 'unsatisfactory', interpretation: 'NILM' });
const surgical = { gross: 'g', diagnosis: 'd' } as Partial<ResultFields>;
const on = { staffMayReleaseNilm: true };
const off = { staffMayReleaseNilm: false };

describe('signOutRefusal', () => {
  it.each([
    ['admin', 'surgical', surgical, off, null],
    ['Doctor', 'surgical', surgical, off, null],
    ['doctor', 'gynecological', hsil, off, null],
    ['doctor', 'gynecological', nilm, off, null],
    ['user', 'gynecological', nilm, on, null],
    ['user', 'gynecological', nilm, off, /only where the lab allows it/],
    ['user', 'gynecological', hsil, on, /not a satisfactory NILM/],
    ['user', 'gynecological', unsatisfactory, on, /not a satisfactory NILM/],
    ['user', 'surgical', surgical, on, /signs out surgical reports; lab staff cannot/],
    ['user', 'cytological', {}, on, /signs out cytological reports/],
    ['guest', 'gynecological', nilm, on, /does not sign out/],
    ['pending', 'surgical', surgical, on, /does not sign out/],
  ] as const)('%s, %s → %s', (role, kind, fields, settings, expected) => {
    const refusal = signOutRefusal(kind, fields, role, settings);
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });
});

describe('isSatisfactoryNilm', () => {
  it('is a satisfactory gynecological NILM only', () => {
    expect(isSatisfactoryNilm('gynecological', nilm)).toBe(true);
    expect(isSatisfactoryNilm('gynecological', unsatisfactory)).toBe(false);
    expect(isSatisfactoryNilm('gynecological', hsil)).toBe(false);
    expect(isSatisfactoryNilm('cytological', {})).toBe(false);
  });
});

describe('withInterpretation', () => {
  it('clears what went with the old interpretation and keeps the rest', () => {
    const withFindings = gyn({ interpretation: 'NILM', organisms: ['hsv'], reactiveChanges: ['atrophy'], comment: 'kept' });
    expect(withInterpretation(withFindings, 'AGC')).toMatchObject({ interpretation: 'AGC', organisms: [], reactiveChanges: [], agcSubtype: null, comment: 'kept' });
    expect(withInterpretation(withFindings, 'NILM')).toMatchObject({ organisms: ['hsv'], reactiveChanges: ['atrophy'] });
    expect(withInterpretation(gyn({ interpretation: 'OTHER', otherFinding: 'endometrial cells' }), null)).toMatchObject({ interpretation: null, otherFinding: null });
  });
});
