import { nextStep, parseRequisitionBarcode, requisitionBarcode, stepRefusal } from './custody.js';
import { parseSpecimenBarcode, specimenBarcode } from './specimen-code.js';

describe('custody codes', () => {
  it('writes and reads specimen containers and requisitions, and nothing else', () => {
    expect(specimenBarcode(42)).toBe('SPC-42-1');
    expect(parseSpecimenBarcode(' spc-42-3 ')).toEqual({ caseId: 42, container: 3 });
    expect(parseSpecimenBarcode('SPC-0-1')).toBeNull();
    expect(parseSpecimenBarcode('SPC-42')).toBeNull();
    expect(parseSpecimenBarcode('S69-00042')).toBeNull();
    expect(parseSpecimenBarcode('SPC-99999999999-1')).toBeNull();
    expect(requisitionBarcode(7)).toBe('REQ-7');
    expect(parseRequisitionBarcode('req-7')).toEqual({ caseId: 7 });
    expect(parseRequisitionBarcode('REQ-x')).toBeNull();
  });
});

describe('the order of steps', () => {
  it("allows only the next step of the item's kind, and says why not", () => {
    expect(stepRefusal('block', null, 'grossing')).toBeNull();
    expect(stepRefusal('block', 'grossing', 'processing')).toBeNull();
    expect(stepRefusal('block', 'grossing', 'embedding')).toBe('it has not been recorded at processing yet');
    expect(stepRefusal('block', 'cutting', 'cutting')).toBe('it was already recorded at cutting');
    expect(stepRefusal('block', 'cutting', 'processing')).toBe('it is past processing (its last step: cutting)');
    expect(stepRefusal('slide', null, 'staining')).toBe('it has not been recorded at cutting yet');
    expect(stepRefusal('slide', 'distribution', 'filing')).toBeNull();
    expect(stepRefusal('specimen', null, 'cutting')).toBe('a specimen does not pass cutting (its steps: accessioning, grossing)');
    expect(stepRefusal('slide', 'retrieval', 'staining')).toBe('it was filed in the archive: retrieve and return it there, not at staining');
    expect(stepRefusal('block', 'disposal', 'cutting')).toBe('it was disposed of');
  });

  it('names the next step an item expects', () => {
    expect(nextStep('slide', null)).toBe('cutting');
    expect(nextStep('slide', 'coverslipping')).toBe('distribution');
    expect(nextStep('block', 'filing')).toBeNull();
    expect(nextStep('block', 'retrieval')).toBeNull();
  });
});
