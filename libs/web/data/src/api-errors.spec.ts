import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type ApiErrorBody, caseDateErrors, DEFAULT_DATE_DISPLAY, ERROR_MESSAGES, errorParamNames, type ErrorCode, fixedMessageCode, isErrorCode } from '@pathdesk/contracts';
import { createBlocksSchema, updateBlockSchema } from '@pathdesk/contracts/schemas';
import { translateApiError, translateFieldError, translateIssue } from './api-errors.js';
import { changeLanguage, WEB_ERRORS_EN } from './i18n.js';
import { setDateDisplay } from './preferences-slice.js';
import errorsEn from './locales/errors/en.json';
import errorsTh from './locales/errors/th.json';

afterEach(() => changeLanguage('en'));

const repo = join(__dirname, '../../../..');
const api = join(repo, 'apps/api/src');

/*
 * The whole-error messages the API words (`new XxxException({ message: … })`, `new XxxException('…')`
 * in apps/api/src, not specs), read from the source. A template literal's values stand as `${…}`; a
 * value that picks between two words (`${n === 1 ? 'was' : 'were'}`) gives one message per choice
 * (the same condition the same choice throughout); `a ? 'x' : 'y'` gives both, `'x' + 'y'` one; a
 * constant (`WRONG_CREDENTIALS`) is read from its file.
 */

const QUOTES = `'"\``;

/** The index after the string or template literal that starts at `start`. */
function literalEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i + 1;
    else if (quote === '`' && text[i] === '$' && text[i + 1] === '{') i = bracketEnd(text, i + 1) - 1;
  }
  throw new Error(`unterminated literal at ${start}`);
}

/** The index after the bracket that closes the one at `start` (literals skipped). */
function bracketEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length;) {
    const c = text[i]!;
    if (QUOTES.includes(c)) {
      i = literalEnd(text, i);
      continue;
    }
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return i + 1;
    i++;
  }
  throw new Error(`unclosed bracket at ${start}`);
}

/** `text` split at `separator` where it stands outside brackets and literals. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (QUOTES.includes(c)) i = literalEnd(text, i);
    else if ('([{'.includes(c)) i = bracketEnd(text, i);
    else {
      const match = new RegExp(`^(?:${separator.source})`).exec(text.slice(i));
      if (match) {
        parts.push(text.slice(from, i));
        i += match[0].length;
        from = i;
      } else i++;
    }
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim());
}

const SOME_VALUE = 'some_value'; // one code word, as statuses and kinds are: it fits every template's value

/** A literal's message(s): its text, a template literal's values as SOME_VALUE and its choices spelled out. */
function literalMessages(literal: string): string[] {
  const body = literal.slice(1, -1);
  if (!literal.startsWith('`')) return [body.replace(/\\(.)/g, '$1')];
  const pieces: (string | { condition: string; yes: string; no: string })[] = [];
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') i++;
    else if (body[i] === '$' && body[i + 1] === '{') {
      const end = bracketEnd(body, i + 1);
      pieces.push(body.slice(from, i));
      const choice = /^(.+?) \? (['"])(.*?)\2 : (['"])(.*?)\4$/.exec(body.slice(i + 2, end - 1).trim());
      pieces.push(choice ? { condition: choice[1]!, yes: choice[3]!, no: choice[5]! } : SOME_VALUE);
      from = end;
      i = end - 1;
    }
  }
  pieces.push(body.slice(from));
  const conditions = [...new Set(pieces.flatMap((piece) => (typeof piece === 'string' ? [] : [piece.condition])))];
  const messages: string[] = [];
  for (let choice = 0; choice < 2 ** conditions.length; choice++) {
    const yes = (condition: string) => ((choice >> conditions.indexOf(condition)) & 1) === 1;
    messages.push(
      pieces
        .map((piece) => (typeof piece === 'string' ? piece : yes(piece.condition) ? piece.yes : piece.no))
        .join('')
        .replace(/\\(.)/g, '$1'),
    );
  }
  return messages;
}

/** The messages an expression may give, or undefined when it is not made of literals and constants. */
function expressionMessages(expression: string, file: string): string[] | undefined {
  const choice = splitTopLevel(expression, / \? /);
  if (choice.length === 2) {
    const branches = splitTopLevel(choice[1]!, / : /);
    if (branches.length !== 2) return undefined;
    const [yes, no] = branches.map((branch) => expressionMessages(branch, file));
    return yes && no ? [...yes, ...no] : undefined;
  }
  const parts = splitTopLevel(expression, /\+/);
  if (parts.every((part) => part.length > 1 && QUOTES.includes(part[0]!) && literalEnd(part, 0) === part.length)) {
    return parts.map(literalMessages).reduce((all, next) => all.flatMap((a) => next.map((b) => a + b)));
  }
  const constant = /^[A-Z][A-Z0-9_]*$/.test(expression) && new RegExp(`const ${expression} = (['"\`])`).exec(file);
  if (constant) return expressionMessages(file.slice(constant.index + constant[0].length - 1, literalEnd(file, constant.index + constant[0].length - 1)), file);
  return undefined;
}

interface Thrown {
  place: string;
  /** The message as written (an expression that is not a literal: that expression). */
  source: string;
  /** The messages it gives (SOME_VALUE for a template literal's values); empty when not read from literals. */
  messages: string[];
  /** It carries a `code:` of its own (translated by `errors:<code>`). */
  coded: boolean;
}

/** Every exception the API throws with a message of its own. */
function apiExceptions(): Thrown[] {
  const found: Thrown[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(path)) {
        // comments name documents and show examples, not messages
        const text = readFileSync(path, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, '');
        for (const match of text.matchAll(/\bnew \w+Exception\(/g)) {
          const open = match.index + match[0].length - 1;
          const argument = splitTopLevel(text.slice(open + 1, bracketEnd(text, open) - 1), /,/)[0]!;
          if (!argument) continue;
          const object = argument.startsWith('{') ? splitTopLevel(argument.slice(1, -1), /,/) : undefined;
          const source = object
            ? object
                .find((property) => property.startsWith('message:'))
                ?.slice('message:'.length)
                .trim()
            : argument;
          if (!source) continue;
          const place = `${path.slice(api.length + 1)}:${text.slice(0, match.index).split('\n').length}`;
          found.push({ place, source, messages: expressionMessages(source, text) ?? [], coded: !!object?.some((property) => /^code:/.test(property)) });
        }
      }
    }
  };
  walk(api);
  return found;
}

/*
 * Raised without a catalogue code, on purpose: their text is not a person's to act on in another
 * language, or it is put together from coded reasons (by their source, as written).
 */
const UNCODED: readonly RegExp[] = [
  // Chromium's own error text: it is the administrator's to read, as the server logs it
  /^`PDFs cannot be made: /,
  /^this\.lastError$/,
  // dispatch: `Some reports were sent meanwhile — ` and the per-report errors (the whole run's error, stored on the job, is thrown again as it was)
  /^`\$\{SENT_MEANWHILE\} — /,
  /^run\.error$/,
  // TooManyAttemptsException words its code itself (too_many_attempts, with the minutes)
  /^`Too many failed attempts\. Try again in /,
  // signOutRefusalCoded (libs/contracts result-rules.ts): a coded message
  /^refusal$/,
];

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
  walk(join(repo, 'libs/contracts/src', 'schemas'));
  files.push(join(repo, 'libs/contracts/src', 'case-dates.ts'));
  const found = new Map<string, string>();
  for (const file of files) {
    // comments name documents ('(docs/architecture.md, "Adding a field to a case")'), not messages
    const text = readFileSync(file, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, '');
    for (const pattern of [/(?:message|error):\s*(['"])((?:(?!\1).)+)\1/g, /(['"])((?:(?!\1)[^\n])+)\1\s*\)/g]) {
      // a message is words; a literal argument ('cancelled', ', ') is not
      for (const match of text.matchAll(pattern)) if (/[a-z]+ [a-z0-9]/i.test(match[2]!)) found.set(match[2]!, file.slice(repo.length + 1));
    }
  }
  return found;
}

/** The codes written in the source of a folder (`coded('x'`, `customIssue('x'`, `code: 'x'` of an exception), not specs. */
function codesInSource(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(path)) {
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(/\b(?:coded|customIssue)\(\s*(?:[^'()]*\?\s*)?'(\w+)'(?:\s*:\s*'(\w+)')?/g)) {
          for (const code of [match[1], match[2]]) if (code) found.set(code, path.slice(repo.length + 1));
        }
        // an exception's own `code: 'x'` beside its message (not a zod issue's `code: 'custom'`, nor a record's code)
        for (const match of text.matchAll(/\bmessage: [^\n]*\bcode: '(\w+)'|\bcode: '(\w+)'[^\n]*\bmessage: /g)) {
          const code = match[1] ?? match[2]!;
          if (code !== 'custom') found.set(code, path.slice(repo.length + 1));
        }
      }
    }
  };
  walk(dir);
  return found;
}

describe('errors by code (issue 25.7): the API raises only catalogue codes, and each has an English and a Thai text', () => {
  it("has the catalogue's English word for word in the English file, and the web's own few (fetch_error…) only beside it", () => {
    const english = errorsEn as Record<string, string>;
    for (const [code, message] of Object.entries(ERROR_MESSAGES)) expect([code, english[code]]).toEqual([code, message]);
    expect(
      Object.keys(english)
        .filter((code) => !isErrorCode(code))
        .sort(),
    ).toEqual(['fetch_error', 'parsing_error', 'request_failed', 'timeout_error', 'unknown']);
  });

  it('has a Thai text for every code, with the same values, in Thai letters; no other key', () => {
    expect(Object.keys(errorsTh).sort()).toEqual(Object.keys(errorsEn).sort());
    const values = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const english = errorsEn as Record<string, string>;
    for (const [code, thai] of Object.entries(errorsTh as Record<string, string>)) {
      // a wording of values only (`{{label}}: {{reason}}.`) has no word to translate
      const words = english[code]!.replace(/\{\{\w+\}\}/g, '');
      expect([code, /[\u0E00-\u0E7F]/.test(thai) || !/[a-z]/i.test(words)]).toEqual([code, true]);
      expect([code, values(thai)]).toEqual([code, values(english[code]!)]);
    }
  });

  it('words each fixed message once (a fixed message names one code)', () => {
    const fixed = Object.values(ERROR_MESSAGES as Record<string, string>).filter((message) => !message.includes('{{'));
    expect(new Set(fixed).size).toBe(fixed.length);
  });

  it('raises no code outside the catalogue (the API and the shared schemas, as written)', () => {
    const written = new Map([...codesInSource(join(repo, 'apps/api/src')), ...codesInSource(join(repo, 'libs/contracts/src'))]);
    expect(written.size).toBeGreaterThan(60);
    const unknown = [...written].filter(([code]) => !isErrorCode(code) && !/^[A-Z_]+$/.test(code)).map(([code, file]) => `${file}: ${code}`);
    expect(unknown).toEqual([]);
  });

  it('throws every exception with a code: coded(…), its own code, or a fixed message of the catalogue', () => {
    const thrown = apiExceptions();
    expect(thrown.length).toBeGreaterThan(120);
    const missing: string[] = [];
    for (const { place, source, messages, coded: hasCode } of thrown) {
      if (hasCode || /^(\.\.\.)?coded\(/.test(source) || UNCODED.some((pattern) => pattern.test(source))) continue;
      if (!messages.length) missing.push(`${place}: ${source} (not read from literals: raise it with coded(…))`);
      for (const message of messages) if (!fixedMessageCode(message)) missing.push(`${place}: '${message}'`);
    }
    expect(missing).toEqual([]);
  });

  it('has a code for every fixed message of the shared schemas (their checks are worded from the catalogue)', () => {
    const messages = schemaMessages();
    expect(messages.size).toBeGreaterThan(80);
    const missing = [...messages].filter(([message]) => !fixedMessageCode(message)).map(([message, file]) => `${file}: '${message}'`);
    expect(missing).toEqual([]);
  });
});

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a validation issue');
  return parsed.error.issues[0]!;
};

describe("field errors in the user's language, by code", () => {
  it('words the case dates as sentences that name the field and say what to do (issue 26.7), in English and Thai', async () => {
    const [birth] = caseDateErrors({ receivedAt: '2026-11-20T03:00:00Z', birthDate: '2026-11-25' });
    expect(birth).toEqual({ field: 'birthDate', message: 'Birth date must be on or before the received date', code: 'birth_date_after_received' });
    expect(translateFieldError(birth!)).toBe('Birth date must be on or before the received date');
    await changeLanguage('th');
    expect(translateFieldError(birth!)).toBe('วันเกิดต้องไม่อยู่หลังวันที่รับสิ่งส่งตรวจ');
  });

  it("translates the forms' own checks by the issue's code, in Thai", async () => {
    await changeLanguage('th');
    expect(translateIssue(firstIssue(updateBlockSchema, { version: 1, code: '1A' }))).toBe('ต้องเป็นอักษรของชิ้นเนื้อตามด้วยตัวเลข เช่น A1');
    expect(translateIssue(firstIssue(createBlocksSchema, { blocks: [] }))).toBe('เพิ่มอย่างน้อยหนึ่งบล็อก');
    const form = z.object({ name: z.string().min(3), title: z.string().min(1), count: z.number().int().min(1).max(20) });
    const valid = { name: 'abc', title: 't', count: 1 };
    expect(translateIssue(firstIssue(form, { ...valid, name: 'ab' }))).toBe('ต้องมีอย่างน้อย 3 ตัวอักษร');
    expect(translateIssue(firstIssue(form, { ...valid, title: '' }))).toBe('จำเป็นต้องระบุ');
    expect(translateIssue(firstIssue(form, { ...valid, count: 21 }))).toBe('ต้องไม่เกิน 20');
    // a coded check with run-time values (customIssue): its values kept
    expect(translateIssue(firstIssue(createBlocksSchema, { blocks: [{ code: 'A1' }, { code: 'A1' }] }))).toBe('A1 อยู่ในรายการซ้ำ');
  });

  it("keeps a check's own words where the catalogue has none (a pattern a page describes itself)", async () => {
    await changeLanguage('th');
    expect(translateIssue(firstIssue(z.string().regex(/^\d+$/, 'digits, please'), 'x'))).toBe('digits, please');
  });

  it("builds the 'Invalid input — …' summary from the coded field errors, in Thai", async () => {
    await changeLanguage('th');
    const invalid: ApiErrorBody = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid input — lines: is more than the balance (1,200.00)',
      code: 'invalid_input',
      errors: [{ field: 'lines', message: 'is more than the balance (1,200.00)', code: 'is_more_than_the_balance', params: { balance: '1,200.00' } }],
    };
    expect(translateApiError(invalid)).toBe('ข้อมูลไม่ถูกต้อง — รายการ: มากกว่ายอดค้างชำระ (1,200.00)');
    expect(translateApiError({ statusCode: 404, error: 'Not Found', message: 'No such case.', code: 'case_not_found' })).toBe('ไม่พบเคสนี้');
  });

  it('names each field in the summary as a person reads it, and leaves a reason that is already a sentence as it is (issue 26.7)', async () => {
    const invalid: ApiErrorBody = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid input',
      code: 'invalid_input',
      errors: [
        { field: 'hn', message: 'is required', code: 'is_required' },
        { field: 'birthDate', message: 'Birth date must be on or before the received date', code: 'birth_date_after_received' },
        { field: 'parts.1.specimen', message: 'is required', code: 'is_required' },
        { field: 'someOddField', message: 'is required', code: 'is_required' },
      ],
    };
    await changeLanguage('en');
    const english = translateApiError(invalid);
    expect(english).toContain('HN is required');
    expect(english).toContain('Specimen is required');
    expect(english).toContain('someOddField: is required');
    expect(english).not.toMatch(/birthDate|Birth date: /);
    expect(english).not.toContain('hn:');
    await changeLanguage('th');
    expect(translateApiError(invalid)).toContain('HN: จำเป็นต้องระบุ');
    expect(translateApiError(invalid)).toContain('สิ่งส่งตรวจ: จำเป็นต้องระบุ');
  });

  it('keeps the English of an error without a known code, in Thai (never matched by its text)', async () => {
    await changeLanguage('th');
    expect(translateApiError({ statusCode: 409, error: 'Conflict', message: 'No such case.' })).toBe('No such case.');
    expect(translateApiError({ statusCode: 409, error: 'Conflict', message: 'Something only a newer API says.', code: 'no_such_code' })).toBe('Something only a newer API says.');
  });
});

/** Every code's wording takes the values its raises give (a typo in a param name would show `{{name}}`). */
describe('the catalogue', () => {
  it('names its values as words', () => {
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) for (const name of errorParamNames(code)) expect([code, name]).toEqual([code, expect.stringMatching(/^\w+$/)]);
  });
});

describe('dates in the reasons (issue 26.2)', () => {
  afterEach(() => setDateDisplay(DEFAULT_DATE_DISPLAY));

  it('writes the days, months and instants a reason names in the lab’s format', () => {
    const body = (code: ErrorCode, params: Record<string, string>): ApiErrorBody => ({ statusCode: 409, error: 'Conflict', message: '', code, params });
    expect(translateApiError(body('month_end_under_way', { month: '2026-11' }))).toBe('A month-end run of 11/2026 is already under way.');
    setDateDisplay({ dateFormat: 'dd/mm/yyyy', buddhistEra: true });
    expect(translateApiError(body('month_end_under_way', { month: '2026-11' }))).toBe('A month-end run of 11/2569 is already under way.');
    expect(translateFieldError({ message: '', code: 'period_not_over', params: { to: '2026-11-30', today: '2026-11-27' } })).toBe(
      'the period ends 30/11/2569, after today (27/11/2569): invoice a period that is over',
    );
    // Text that only looks a little like a date is left as it was.
    expect(translateApiError(body('month_end_under_way', { month: '2026-13' }))).toBe('A month-end run of 2026-13 is already under way.');
  });
});

describe('the error texts, fetched when first needed (issue 33.3: not in the first load)', () => {
  it("bundles only the web's own few, worded as errors/en.json words them", () => {
    for (const [code, text] of Object.entries(WEB_ERRORS_EN)) expect([code, text]).toEqual([code, (errorsEn as Record<string, string>)[code]]);
  });

  it('shows a message as sent until the texts are here, then by its code; a zod issue likewise', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./api-errors.js');
      const body: ApiErrorBody = { statusCode: 403, error: 'Forbidden', message: 'as the server sent it', code: 'role_forbidden' };
      const issue = z.string().min(1).safeParse('').error!.issues[0]!;
      expect(fresh.translateApiError(body)).toBe('as the server sent it');
      expect(fresh.translateIssue(issue)).toBe(issue.message);
      await fresh.loadErrorTexts();
      expect(fresh.translateApiError(body)).toBe('Your role may not do this.');
      expect(fresh.translateIssue(issue)).toBe(ERROR_MESSAGES.is_required);
    });
  });
});
