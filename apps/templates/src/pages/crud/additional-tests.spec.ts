import { addTest, deleteTests, emptyTestInput, inputOf, SAMPLE_TESTS, testRules, updateTest, type AdditionalTestInput } from './additional-tests';

const now = new Date('2025-03-20T08:00:00Z');
const reasons = (input: AdditionalTestInput, editingId: number | null = null) => {
  const result = testRules(SAMPLE_TESTS, editingId).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path?.[0]), i.message]));
};
const valid: AdditionalTestInput = { code: 'ihc-cd20', name: ' CD20 ', price: 1200, description: '', active: true };

describe('the rules of the additional-test dialog', () => {
  it('accept a new test', () => {
    expect(reasons(valid)).toEqual({});
  });

  it('name the missing fields of an empty form', () => {
    expect(reasons(emptyTestInput())).toEqual({ code: 'is required', name: 'is required', price: 'is required' });
  });

  it.each([
    [{ code: 'A' }, { code: 'must be 2 to 12 letters, digits or dashes' }],
    [{ code: 'IHC CD20' }, { code: 'must be 2 to 12 letters, digits or dashes' }],
    [{ code: 'ihc-er' }, { code: 'is already used by ER (Estrogen receptor)' }],
    [{ name: 'x'.repeat(101) }, { name: 'must be at most 100 characters' }],
    [{ price: -5 }, { price: 'must be between 0 and 100000' }],
    [{ price: 100_001 }, { price: 'must be between 0 and 100000' }],
    [{ description: 'x'.repeat(501) }, { description: 'must be at most 500 characters' }],
  ])('refuse %j', (change, expected) => {
    expect(reasons({ ...valid, ...change })).toEqual(expected);
  });

  it('let a test keep its own code when edited', () => {
    expect(reasons(inputOf(SAMPLE_TESTS[0]!), SAMPLE_TESTS[0]!.id)).toEqual({});
  });
});

describe('the in-memory list', () => {
  it('adds a test with the next id, its code in capitals and its text trimmed', () => {
    const { tests, added } = addTest(SAMPLE_TESTS, valid, now);
    expect(added).toEqual({ id: 12, code: 'IHC-CD20', name: 'CD20', price: 1200, description: '', active: true, invoiceLines: 0, updatedAt: '2025-03-20T08:00:00.000Z' });
    expect(tests).toHaveLength(SAMPLE_TESTS.length + 1);
    expect(tests.at(-1)).toBe(added);
  });

  it('starts at id 1 in an empty list', () => {
    expect(addTest([], valid, now).added.id).toBe(1);
  });

  it('updates one test, keeping the others as they are', () => {
    const tests = updateTest(SAMPLE_TESTS, 4, { ...inputOf(SAMPLE_TESTS[3]!), price: 1300, active: false }, now);
    expect(tests[3]).toEqual({ ...SAMPLE_TESTS[3], price: 1300, active: false, updatedAt: '2025-03-20T08:00:00.000Z' });
    expect(tests.filter((t) => t.id !== 4)).toEqual(SAMPLE_TESTS.filter((t) => t.id !== 4));
  });

  it('deletes unused tests', () => {
    const result = deleteTests(SAMPLE_TESTS, [4, 6], now);
    expect(result.tests.map((t) => t.id)).toEqual([1, 2, 3, 5, 7, 8, 9, 10, 11]);
    expect(result).toMatchObject({ message: 'Deleted 2 tests.', deactivated: 0 });
  });

  it('deactivates a test that is on invoices instead of deleting it, and says so', () => {
    const result = deleteTests(SAMPLE_TESTS, [1, 9], now);
    expect(result.tests.map((t) => t.id)).not.toContain(9);
    expect(result.tests.find((t) => t.id === 1)).toMatchObject({ active: false, updatedAt: '2025-03-20T08:00:00.000Z' });
    expect(result.message).toBe('Deleted 1 test. “ER (Estrogen receptor)” is on 14 invoice lines, so it was deactivated instead of deleted.');
    expect(result.deactivated).toBe(1);
  });
});
