import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_ERROR_CODES, type ApiErrorBody } from '@pathdesk/contracts';
import { apiMessages, translateApiError } from './api-errors.js';
import { changeLanguage } from './i18n.js';
import apiMessagesEn from './locales/apiMessages/en.json';
import apiMessagesTh from './locales/apiMessages/th.json';

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
  for (let i = start; i < text.length; ) {
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
  for (let i = 0; i < text.length; ) {
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
    messages.push(pieces.map((piece) => (typeof piece === 'string' ? piece : yes(piece.condition) ? piece.yes : piece.no)).join('').replace(/\\(.)/g, '$1'));
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
          const source = object ? object.find((property) => property.startsWith('message:'))?.slice('message:'.length).trim() : argument;
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
 * The messages that stay English, or that another text translates (by their source, as written).
 */
const NOT_IN_API_MESSAGES: readonly RegExp[] = [
  // 'Invalid input — …': every one carries the code invalid_input (common/invalid-input.ts, and the
  // hospitalId, cursor, weak-password and QC-review ones), so it is rebuilt from the field errors
  // (`errors:invalid_input` and each field's reason)
  /^`Invalid input — /,
  // Chromium's own error text: it is the administrator's to read, as the server logs it
  /^`PDFs cannot be made: /,
  /^this\.lastError$/,
  // dispatch: `Some reports were sent meanwhile — ` and the per-report errors, each the API's own
  // message (the whole run's error, stored on the job, is thrown again as it was)
  /^`\$\{SENT_MEANWHILE\} — /,
  /^run\.error$/,
  // TooManyAttemptsException carries the code too_many_attempts (with the minutes): `errors:too_many_attempts`
  /^`Too many failed attempts\. Try again in /,
];

/** signOutRefusal's messages (libs/contracts result-rules.ts), thrown by the sign-out as `refusal`. */
function signOutRefusals(): string[] {
  const text = readFileSync(join(repo, 'libs/contracts/src/result-rules.ts'), 'utf8');
  const body = text.slice(text.indexOf('export function signOutRefusal('));
  const end = body.indexOf('\n}');
  return [...body.slice(0, end).matchAll(/return ((['`]).+?\2);/g)].flatMap((match) => literalMessages(match[1]!));
}

describe('the API\'s whole-error messages in the user\'s language', () => {
  it('has a key, or a template, in apiMessages for every message the API words (English and Thai)', () => {
    const thrown = apiExceptions();
    expect(thrown.length).toBeGreaterThan(120);
    const coded = new Set(Object.keys(API_ERROR_CODES));
    const known = (message: string) => coded.has(message) || !!apiMessages.match(message);
    const missing: string[] = [];
    for (const { place, source, messages, coded: hasCode } of thrown) {
      if (hasCode || NOT_IN_API_MESSAGES.some((pattern) => pattern.test(source))) continue;
      if (source === 'refusal') messages.push(...signOutRefusals());
      if (!messages.length) missing.push(`${place}: ${source} (not read from literals: add it to the list of those left English, or write it out)`);
      for (const message of messages) if (!known(message)) missing.push(`${place}: '${message}'`);
    }
    expect(missing).toEqual([]);
    expect(signOutRefusals()).toHaveLength(4);
  });

  it('holds the same keys in English and Thai, every Thai text in Thai letters with the same values', () => {
    expect(Object.keys(apiMessagesTh)).toEqual(Object.keys(apiMessagesEn));
    const values = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, thai] of Object.entries(apiMessagesTh as Record<string, string>)) {
      expect([key, /[\u0E00-\u0E7F]/.test(thai)]).toEqual([key, true]);
      expect([key, values(thai)]).toEqual([key, values((apiMessagesEn as Record<string, string>)[key]!)]);
    }
  });

  const issued: ApiErrorBody = {
    statusCode: 409,
    error: 'Conflict',
    message: 'Invoice INV-S69-00001 is issued and never changes. To correct it, void it with a reason and make a new invoice.',
    errors: [{ field: 'status', message: 'is issued' }],
  };

  it('keeps the English message exactly in English', () => {
    expect(translateApiError(issued)).toBe(issued.message);
    expect(translateApiError({ statusCode: 409, error: 'Conflict', message: 'The case was changed by someone else; reload it.' })).toBe('The case was changed by someone else; reload it.');
  });

  it('translates a message without a code by its text, or by its template with its values kept, in Thai', async () => {
    await changeLanguage('th');
    expect(translateApiError({ statusCode: 409, error: 'Conflict', message: 'The case was changed by someone else; reload it.' })).toBe('เคสนี้ถูกผู้อื่นแก้ไขไปแล้ว กรุณาโหลดใหม่');
    expect(translateApiError(issued)).toBe('ใบแจ้งหนี้ INV-S69-00001 ออกแล้วและแก้ไขไม่ได้ หากต้องการแก้ไข ให้ยกเลิกพร้อมระบุเหตุผล แล้วออกใบแจ้งหนี้ใหม่');
    // the template with the most literal text wins; a status is one code word
    expect(translateApiError({ ...issued, message: 'Invoice INV-S69-00002 is void and never changes. To correct it, void it with a reason and make a new invoice.' })).toBe(
      'ใบแจ้งหนี้ INV-S69-00002 อยู่ในสถานะ void และแก้ไขไม่ได้ หากต้องการแก้ไข ให้ยกเลิกพร้อมระบุเหตุผล แล้วออกใบแจ้งหนี้ใหม่',
    );
    expect(translateApiError({ statusCode: 409, error: 'Conflict', message: 'This case is signed out, so it cannot be cancelled.' })).toBe('เคสนี้อยู่ในสถานะ signed out จึงยกเลิกไม่ได้');
    expect(translateApiError({ statusCode: 404, error: 'Not Found', message: 'No such surgical case.' })).toBe('ไม่พบเคสศัลยพยาธินี้');
    // a code without an `errors:` text falls back to the message, translated the same way
    expect(translateApiError({ statusCode: 404, error: 'Not Found', message: 'There is no job 42.', code: 'no_such_code' })).toBe('ไม่พบงาน 42');
  });

  it('still builds the \'Invalid input — …\' summary from the field errors, and a code\'s own text wins, in Thai', async () => {
    await changeLanguage('th');
    const invalid: ApiErrorBody = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid input — lines: is more than the balance (1,200.00)',
      code: 'invalid_input',
      errors: [{ field: 'lines', message: 'is more than the balance (1,200.00)' }],
    };
    expect(translateApiError(invalid)).toBe('ข้อมูลไม่ถูกต้อง — lines: มากกว่ายอดค้างชำระ (1,200.00)');
    expect(translateApiError({ statusCode: 404, error: 'Not Found', message: 'No such case.', code: 'case_not_found' })).toBe('ไม่พบเคสนี้');
  });

  it('keeps the English of a message it does not know, in Thai', async () => {
    await changeLanguage('th');
    expect(translateApiError({ statusCode: 409, error: 'Conflict', message: 'Something only a newer API says.' })).toBe('Something only a newer API says.');
    expect(translateApiError({ statusCode: 503, error: 'Service Unavailable', message: 'PDFs cannot be made: Chromium did not start: spawn ENOENT' })).toBe(
      'PDFs cannot be made: Chromium did not start: spawn ENOENT',
    );
  });
});
