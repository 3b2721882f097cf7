import type { BlockDto } from '@pathdesk/contracts';
import { blocksByPart, partsAtGrossing } from './blocks-by-part';

const block = (code: string, type: BlockDto['type'] = 'cassette') => ({ id: code.length, code, type }) as BlockDto;

describe('the grossing bench, part by part (issue 27)', () => {
  it("orders the blocks by part (A's, then B's), each part's as they came, cell blocks last", () => {
    const rows = blocksByPart([block('B1'), block('CB1', 'cell-block'), block('A1'), block('B2'), block('A2'), block('AA1')]);
    expect(rows.map((b) => `${b.part}:${b.code}`)).toEqual(['A:A1', 'A:A2', 'B:B1', 'B:B2', 'AA:AA1', 'CB:CB1']);
  });

  it("counts each part's blocks and names the code its next block takes", () => {
    const parts = [
      { letter: 'A', specimen: 'Breast, left, mastectomy' },
      { letter: 'B', specimen: 'Lymph nodes, axillary' },
      { letter: 'C', specimen: 'Skin, margin' },
    ];
    expect(partsAtGrossing(parts, [block('A1'), block('A2'), block('A6'), block('B1')])).toEqual([
      { letter: 'A', specimen: 'Breast, left, mastectomy', blocks: 3, next: 'A7' },
      { letter: 'B', specimen: 'Lymph nodes, axillary', blocks: 1, next: 'B2' },
      { letter: 'C', specimen: 'Skin, margin', blocks: 0, next: 'C1' },
    ]);
  });
});
