import { benchBarcode, parseBenchBarcode } from './bench.js';
import { createBlocksSchema, moneySchema, updateAdditionalSchema, updateParaffinSchema } from './schemas/bench.schema.js';

describe('bench barcodes', () => {
  it('round-trips block and slide ids, in any letter case', () => {
    expect(benchBarcode('block', 123)).toBe('BLK-123');
    expect(parseBenchBarcode('BLK-123')).toEqual({ target: 'block', id: 123 });
    expect(parseBenchBarcode(' sld-45 ')).toEqual({ target: 'slide', id: 45 });
  });

  it('is not an accession number, nor an id out of range', () => {
    expect(parseBenchBarcode('S69-00012')).toBeNull();
    expect(parseBenchBarcode('BLK-0')).toBeNull();
    expect(parseBenchBarcode('BLK-99999999999')).toBeNull();
  });
});

describe('moneySchema', () => {
  it('keeps baht as a two-decimal string', () => {
    expect(moneySchema.parse(350)).toBe('350.00');
    expect(moneySchema.parse('1200.5')).toBe('1200.50');
    expect(moneySchema.parse('0.05')).toBe('0.05');
  });

  it('refuses negative, three decimals and text', () => {
    for (const bad of [-1, '1.234', 'abc', '1e3', 1_000_000]) expect(moneySchema.safeParse(bad).success).toBe(false);
  });
});

describe('createBlocksSchema', () => {
  it('reads a range with its defaults, upper-casing the part', () => {
    expect(createBlocksSchema.parse({ range: { part: 'a', from: 1, to: 4 } })).toEqual({
      range: { part: 'A', from: 1, to: 4, slidesEach: 1 },
    });
  });

  it('refuses a reversed range, a bad code and a code listed twice', () => {
    expect(createBlocksSchema.safeParse({ range: { part: 'A', from: 4, to: 1 } }).success).toBe(false);
    expect(createBlocksSchema.safeParse({ blocks: [{ code: 'A0' }] }).success).toBe(false);
    expect(createBlocksSchema.safeParse({ blocks: [{ code: 'A1' }, { code: 'a1' }] }).success).toBe(false);
  });
});

describe('updateAdditionalSchema', () => {
  it('needs a reason to cancel', () => {
    expect(updateAdditionalSchema.safeParse({ version: 1, status: 'cancelled' }).success).toBe(false);
    expect(updateAdditionalSchema.safeParse({ version: 1, status: 'cancelled', cancelReason: 'tissue exhausted' }).success).toBe(true);
  });
});

describe('updateParaffinSchema', () => {
  it('refuses a returned date before the sent date, at returnedDate', () => {
    const result = updateParaffinSchema.safeParse({ version: 1, sentDate: '2026-11-20', returnedDate: '2026-11-19' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['returnedDate']);
  });
});
