import type { ResultFields } from '@pathdesk/contracts';
import { criticalReason } from './critical-calls.js';

const pap = (interpretation: string) => ({ interpretation }) as unknown as ResultFields;

describe('criticalReason', () => {
  it.each(['HSIL', 'SCC', 'AGC', 'AIS', 'ADENOCARCINOMA'])('a %s Pap is a critical result', (i) => {
    expect(criticalReason('gynecological', pap(i), false)).toBe('high-grade-pap');
  });

  it.each(['NILM', 'ASC-US', 'ASC-H', 'LSIL', 'OTHER'])('a %s Pap is not', (i) => {
    expect(criticalReason('gynecological', pap(i), true)).toBeNull();
  });

  it('a surgical case only when the pathologist flags it; a cytological case never', () => {
    expect(criticalReason('surgical', {} as ResultFields, true)).toBe('unexpected-malignancy');
    expect(criticalReason('surgical', {} as ResultFields, false)).toBeNull();
    expect(criticalReason('cytological', {} as ResultFields, true)).toBeNull();
  });
});
