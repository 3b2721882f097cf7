import { between, required, validator } from '../../validation';

/**
 * The in-memory list of the CRUD page: the additional tests a lab bills for (stains,
 * immunohistochemistry). Pure functions over a list, so the page is a plain useState.
 */
export interface AdditionalTest {
  id: number;
  code: string;
  name: string;
  /** THB. */
  price: number;
  description: string;
  active: boolean;
  /** How many invoice lines name it: a test in use is deactivated, not deleted. */
  invoiceLines: number;
  /** ISO date-time. */
  updatedAt: string;
}

export interface AdditionalTestInput {
  code: string;
  name: string;
  price: number | null;
  description: string;
  active: boolean;
}

export const SAMPLE_TESTS: AdditionalTest[] = [
  { id: 1, code: 'IHC-ER', name: 'ER (Estrogen receptor)', price: 1200, description: 'Breast carcinoma panel', active: true, invoiceLines: 14, updatedAt: '2025-01-08T10:00:00' },
  {
    id: 2,
    code: 'IHC-PR',
    name: 'PR (Progesterone receptor)',
    price: 1200,
    description: 'Breast carcinoma panel',
    active: true,
    invoiceLines: 12,
    updatedAt: '2025-01-08T10:02:00',
  },
  { id: 3, code: 'IHC-HER2', name: 'HER2', price: 1500, description: 'Score 0 to 3+', active: true, invoiceLines: 9, updatedAt: '2025-01-08T10:05:00' },
  { id: 4, code: 'IHC-KI67', name: 'Ki-67', price: 1200, description: 'Proliferation index', active: true, invoiceLines: 0, updatedAt: '2025-02-01T09:30:00' },
  { id: 5, code: 'SS-PAS', name: 'PAS stain', price: 300, description: 'Fungi, glycogen', active: true, invoiceLines: 5, updatedAt: '2024-11-20T14:00:00' },
  { id: 6, code: 'SS-AFB', name: 'AFB stain (Ziehl–Neelsen)', price: 300, description: 'Acid-fast bacilli', active: true, invoiceLines: 0, updatedAt: '2024-11-20T14:05:00' },
  { id: 7, code: 'SS-GMS', name: 'GMS stain', price: 400, description: 'Fungi', active: false, invoiceLines: 2, updatedAt: '2024-06-02T08:45:00' },
  { id: 8, code: 'CB', name: 'Cell block', price: 500, description: 'From fluid cytology', active: true, invoiceLines: 7, updatedAt: '2025-02-15T11:20:00' },
  { id: 9, code: 'IHC-P16', name: 'p16', price: 1200, description: 'HPV-related lesions', active: true, invoiceLines: 0, updatedAt: '2025-03-01T13:10:00' },
  { id: 10, code: 'RECUT', name: 'Recut and level sections', price: 150, description: '', active: true, invoiceLines: 21, updatedAt: '2024-10-10T10:10:00' },
  { id: 11, code: 'DEC', name: 'Decalcification', price: 200, description: 'Bone specimens', active: true, invoiceLines: 3, updatedAt: '2024-10-10T10:20:00' },
];

export const emptyTestInput = (): AdditionalTestInput => ({ code: '', name: '', price: null, description: '', active: true });

export const inputOf = (test: AdditionalTest): AdditionalTestInput => ({
  code: test.code,
  name: test.name,
  price: test.price,
  description: test.description,
  active: test.active,
});

/** The rules of the add/edit dialog; `tests` are the others, for a code used once only. */
export function testRules(tests: readonly AdditionalTest[], editingId: number | null = null) {
  return validator<AdditionalTestInput>((v) => {
    const code = v.code.trim().toUpperCase();
    const taken = tests.find((t) => t.id !== editingId && t.code === code);
    return {
      code: required(v.code) || (!/^[A-Z0-9-]{2,12}$/.test(code) && 'must be 2 to 12 letters, digits or dashes') || (taken && `is already used by ${taken.name}`),
      name: required(v.name) || (v.name.trim().length > 100 && 'must be at most 100 characters'),
      price: between(v.price, 0, 100_000),
      description: v.description.length > 500 && 'must be at most 500 characters',
    };
  });
}

function saved(input: AdditionalTestInput, now: Date) {
  return {
    code: input.code.trim().toUpperCase(),
    name: input.name.trim(),
    price: input.price ?? 0,
    description: input.description.trim(),
    active: input.active,
    updatedAt: now.toISOString(),
  };
}

export function addTest(tests: readonly AdditionalTest[], input: AdditionalTestInput, now = new Date()): { tests: AdditionalTest[]; added: AdditionalTest } {
  const added: AdditionalTest = { id: Math.max(0, ...tests.map((t) => t.id)) + 1, invoiceLines: 0, ...saved(input, now) };
  return { tests: [...tests, added], added };
}

export function updateTest(tests: readonly AdditionalTest[], id: number, input: AdditionalTestInput, now = new Date()): AdditionalTest[] {
  return tests.map((t) => (t.id === id ? { ...t, ...saved(input, now) } : t));
}

/** Deletes the tests with `ids`; those on invoices are deactivated instead, as the API does with lookups. */
export function deleteTests(tests: readonly AdditionalTest[], ids: readonly number[], now = new Date()): { tests: AdditionalTest[]; message: string; deactivated: number } {
  const chosen = tests.filter((t) => ids.includes(t.id));
  const inUse = chosen.filter((t) => t.invoiceLines > 0);
  const deleted = chosen.length - inUse.length;
  const remaining = tests.filter((t) => !ids.includes(t.id) || t.invoiceLines > 0).map((t) => (ids.includes(t.id) ? { ...t, active: false, updatedAt: now.toISOString() } : t));
  const parts = deleted ? [`Deleted ${deleted} ${deleted === 1 ? 'test' : 'tests'}.`] : [];
  for (const t of inUse) parts.push(`“${t.name}” is on ${t.invoiceLines} invoice ${t.invoiceLines === 1 ? 'line' : 'lines'}, so it was deactivated instead of deleted.`);
  return { tests: remaining, message: parts.join(' '), deactivated: inUse.length };
}
