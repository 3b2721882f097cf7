import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { createBlocksSchema, updateBlockSchema } from '@pathdesk/contracts/schemas';
import { changeLanguage } from './i18n.js';
import { translateFieldError } from './api-errors.js';
import { issueCode, translateIssue, translateValidation, validationMessageKey, validationTemplateOf } from './validation-messages.js';
import validationEn from './locales/validation/en.json';
import validationTh from './locales/validation/th.json';

afterEach(() => changeLanguage('en'));

const contracts = join(__dirname, '../../../contracts/src');

/** The English messages the shared schemas give (a message, error or last argument of a check), as written. */
function schemaMessages(): Map<string, string> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.spec.ts')) files.push(path);
    }
  };
  walk(join(contracts, 'schemas'));
  files.push(join(contracts, 'case-dates.ts'));
  const found = new Map<string, string>();
  for (const file of files) {
    // comments name documents ('(docs/architecture.md, "Adding a field to a case")'), not messages
    const text = readFileSync(file, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, '');
    for (const pattern of [/(?:message|error):\s*(['"])((?:(?!\1).)+)\1/g, /(['"])((?:(?!\1)[^\n])+)\1\s*\)/g]) {
      // a message is words; a literal argument ('cancelled', ', ') is not
      for (const match of text.matchAll(pattern)) if (/[a-z]+ [a-z0-9]/i.test(match[2]!)) found.set(match[2]!, file.slice(contracts.length + 1));
    }
  }
  return found;
}

/**
 * The field reasons the API words itself (`{ field, message }`, `add(field, message)` in
 * apps/api/src), as written; a template literal's values stand as `${…}`.
 */
function apiFieldMessages(): Map<string, string> {
  const root = join(__dirname, '../../../../apps/api/src');
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(path)) {
        const text = readFileSync(path, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, '');
        for (const pattern of [/field: [^,{}]+, message: (['`])((?:(?!\1).)+)\1/g, /\badd\([^,]+, (['`])((?:(?!\1).)+)\1\)/g]) {
          for (const match of text.matchAll(pattern)) found.set(match[2]!, path.slice(root.length + 1));
        }
      }
    }
  };
  walk(root);
  return found;
}

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a validation issue');
  return parsed.error.issues[0]!;
};

describe('the shared schemas\' messages in the user\'s language', () => {
  it('has a key in the validation namespace for every message of the shared schemas, in English and Thai', () => {
    const messages = schemaMessages();
    expect(messages.size).toBeGreaterThan(80);
    const missing = [...messages].filter(([message]) => !validationMessageKey(message)).map(([message, file]) => `${file}: '${message}'`);
    expect(missing).toEqual([]);
    expect(Object.keys(validationTh).sort()).toEqual(Object.keys(validationEn).sort());
    for (const [key, thai] of Object.entries(validationTh)) expect([key, /[\u0E00-\u0E7F]/.test(thai)]).toEqual([key, true]);
  });

  it('has a key, or a template, for every field reason the API words itself, in English and Thai', () => {
    const messages = apiFieldMessages();
    expect(messages.size).toBeGreaterThan(60);
    // a value of a template literal: a code word, as statuses and kinds are
    const example = (message: string) => message.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, 'some_value');
    const missing = [...messages].filter(([message]) => !validationMessageKey(message) && !validationTemplateOf(example(message))).map(([message, file]) => `${file}: '${message}'`);
    expect(missing).toEqual([]);
  });

  it('translates a reason the API worded at run time by its template, keeping its values, in Thai', async () => {
    expect(translateValidation({ message: 'is after today (2026-11-24)' })).toBe('is after today (2026-11-24)');
    await changeLanguage('th');
    expect(translateValidation({ message: 'is after today (2026-11-24)' })).toBe('อยู่หลังวันนี้ (2026-11-24)');
    expect(translateFieldError({ field: 'lines', message: 'is more than the balance (1,200.00)' })).toBe('มากกว่ายอดค้างชำระ (1,200.00)');
    expect(translateValidation({ message: 'S69-00012 A1 already exists' })).toBe('มี S69-00012 A1 อยู่แล้ว');
    // the template with the most words wins: a status that forbids more slides is not just a status
    expect(translateValidation({ message: 'is done: no more slides are cut for it' })).toBe('อยู่ในสถานะ done: ไม่ตัดสไลด์เพิ่มสำหรับรายการนี้แล้ว');
    expect(translateValidation({ message: 'is issued' })).toBe('อยู่ในสถานะ issued');
    // a status is one code word: another sentence starting with "is" is not taken for one
    expect(translateValidation({ message: 'is something only this page says' })).toBe('is something only this page says');
  });

  it('shows the English message exactly as the schema words it, in English', () => {
    const issue = firstIssue(updateBlockSchema, { version: 1, code: '1A' });
    expect(translateIssue(issue)).toBe('must be a part letter and a number, e.g. A1');
    expect(translateIssue(firstIssue(z.object({ name: z.string().min(3) }), { name: 'ab' }))).toBe('Too small: expected string to have >=3 characters');
  });

  it('translates a schema\'s own message by its text in Thai (client side, and from the server without a code)', async () => {
    await changeLanguage('th');
    expect(translateIssue(firstIssue(updateBlockSchema, { version: 1, code: '1A' }))).toBe('ต้องเป็นอักษรของชิ้นเนื้อตามด้วยตัวเลข เช่น A1');
    expect(translateIssue(firstIssue(createBlocksSchema, { blocks: [] }))).toBe('เพิ่มอย่างน้อยหนึ่งบล็อก');
    expect(translateFieldError({ field: 'sex', message: 'must be male, female or unknown' })).toBe('ต้องเป็นชาย หญิง หรือไม่ทราบ');
    // a message given to a zod check wins over the check's generic wording
    expect(translateIssue({ code: 'too_small', minimum: 1, origin: 'string', message: 'is required' })).toBe('จำเป็นต้องระบุ');
  });

  it('translates zod\'s own wording from the issue code and its limits in Thai', async () => {
    await changeLanguage('th');
    const form = z.object({ name: z.string().min(3), note: z.string().max(5), count: z.number().int().min(1).max(20), items: z.array(z.string()).min(2), title: z.string().min(1) });
    const valid = { name: 'abc', note: '', count: 1, items: ['a', 'b'], title: 'x' };
    expect(translateIssue(firstIssue(form, { ...valid, name: 'ab' }))).toBe('ต้องมีอย่างน้อย 3 ตัวอักษร');
    expect(translateIssue(firstIssue(form, { ...valid, note: 'too long' }))).toBe('ต้องมีไม่เกิน 5 ตัวอักษร');
    expect(translateIssue(firstIssue(form, { ...valid, count: 21 }))).toBe('ต้องไม่เกิน 20');
    expect(translateIssue(firstIssue(form, { ...valid, count: 0 }))).toBe('ต้องไม่น้อยกว่า 1');
    expect(translateIssue(firstIssue(form, { ...valid, items: ['a'] }))).toBe('ต้องมีอย่างน้อย 2 รายการ');
    expect(translateIssue(firstIssue(form, { ...valid, title: '' }))).toBe('จำเป็นต้องระบุ');
    expect(translateIssue(firstIssue(form, { ...valid, count: 'x' }))).toBe('ไม่ได้ระบุหรือชนิดข้อมูลไม่ถูกต้อง (ต้องเป็น number)');
  });

  it('keeps the English of a message it does not know (a pattern\'s own words, a custom check)', async () => {
    await changeLanguage('th');
    expect(translateIssue(firstIssue(z.string().regex(/^\d+$/, 'digits, please'), 'x'))).toBe('digits, please');
    expect(translateIssue({ code: 'custom', message: 'A1 is listed twice' })).toBe('A1 is listed twice');
    expect(translateValidation({ message: 'Something new' })).toBe('Something new');
  });

  it('reads a zod issue\'s code and params the way the API sends them', () => {
    expect(issueCode(firstIssue(z.string().min(3), 'ab'))).toEqual({ code: 'too_small', params: { limit: 3, origin: 'string' } });
    expect(issueCode(firstIssue(z.enum(['a', 'b']), 'c'))).toEqual({ code: 'invalid_value', params: { values: 'a, b' } });
    expect(issueCode(firstIssue(z.number().multipleOf(5), 3))).toEqual({ code: 'not_multiple_of', params: { divisor: 5 } });
    expect(issueCode(firstIssue(z.string().regex(/^a$/), 'b'))).toEqual({});
  });
});
