import { interpretBiomarker } from './biomarkers/index.js';
import { biomarkerValues, type BiomarkerFinding } from './biomarker-values.js';
import { SMALL_TEMPLATE } from './testing/small-template.js';

const er = (percent: number, blockCode: string | null, enteredAt: string): BiomarkerFinding => ({
  template: 'er',
  blockCode,
  enteredAt,
  result: interpretBiomarker('er', { percent, intensity: percent ? 'strong' : 'none' }) as never,
});
const ki67 = (percent: number, blockCode: string | null): BiomarkerFinding => ({
  template: 'ki67',
  blockCode,
  enteredAt: '2026-11-28T10:00:00.000Z',
  result: interpretBiomarker('ki67', { percent }) as never,
});

describe('biomarker values for a synoptic template', () => {
  it('fills each element that names a result template from that test’s result', () => {
    expect(biomarkerValues(SMALL_TEMPLATE, [er(90, 'A1', '2026-11-28T10:00:00.000Z'), ki67(20, 'A2')], 'A')).toEqual({ er: 'positive', ki67: 20 });
  });

  it('takes the latest entry of a test, and only the part’s own blocks or the case’s', () => {
    const findings = [er(90, 'A1', '2026-11-28T10:00:00.000Z'), er(5, 'A3', '2026-11-28T11:00:00.000Z'), er(0, 'B1', '2026-11-28T12:00:00.000Z')];
    expect(biomarkerValues(SMALL_TEMPLATE, findings, 'A')).toEqual({ er: 'low-positive' });
    expect(biomarkerValues(SMALL_TEMPLATE, findings, 'B')).toEqual({ er: 'negative' });
    expect(biomarkerValues(SMALL_TEMPLATE, [ki67(35, null)], 'C')).toEqual({ ki67: 35 });
    // "AA1" is part AA's block, not part A's.
    expect(biomarkerValues(SMALL_TEMPLATE, [ki67(35, 'AA1')], 'A')).toEqual({});
  });

  it('gives nothing for an order not yet entered, or for a test the template does not take', () => {
    const pending: BiomarkerFinding = { template: 'er', blockCode: 'A1', enteredAt: null, result: null };
    const mmr: BiomarkerFinding = {
      template: 'mmr',
      blockCode: 'A1',
      enteredAt: '2026-11-28T10:00:00.000Z',
      result: interpretBiomarker('mmr', { mlh1: 'lost', pms2: 'lost', msh2: 'retained', msh6: 'retained' }) as never,
    };
    expect(biomarkerValues(SMALL_TEMPLATE, [pending, mmr], 'A')).toEqual({});
  });
});
