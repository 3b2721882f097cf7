import type { Page } from '@playwright/test';
import { formatDisplayDate, labDateTime, type DateDisplay } from '@pathdesk/contracts';

// Issue 26.2: what a date on a screen may look like, for a walk of the pages that fails on any
// other spelling. Printed documents (a report's preview, class pathdesk-report-print) keep their
// long Thai dates and are not read.

const EN_MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?';
const THAI_SHORT_MONTH = '(?:ม\\.ค\\.|ก\\.พ\\.|มี\\.ค\\.|เม\\.ย\\.|พ\\.ค\\.|มิ\\.ย\\.|ก\\.ค\\.|ส\\.ค\\.|ก\\.ย\\.|ต\\.ค\\.|พ\\.ย\\.|ธ\\.ค\\.)';
const THAI_MONTH = '(?:มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม)';

/** Spellings no screen may use, whatever the setting. */
const NEVER: ReadonlyArray<[string, RegExp]> = [
  ['ISO yyyy-mm-dd', /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g],
  ['ISO month yyyy-mm', /(?<![\d-])(?:19|20|25)\d{2}-(?:0[1-9]|1[0-2])(?![\d-])/g],
  ['"1 Nov 2026"', new RegExp(`\\b\\d{1,2}\\s+${EN_MONTH},?\\s+\\d{4}\\b`, 'g')],
  ['"Nov 1, 2026" / "November 2026"', new RegExp(`\\b${EN_MONTH}\\s+(?:\\d{1,2},?\\s+)?\\d{4}\\b`, 'g')],
  ['Thai short month', new RegExp(THAI_SHORT_MONTH, 'g')],
  ['Thai month and year', new RegExp(`${THAI_MONTH}\\s*\\d{4}`, 'g')],
  ['dotted date', /(?<![\d.])\d{1,2}\.\d{1,2}\.\d{4}(?![\d.])/g],
  ['two-digit year', /(?<![\d/])\d{1,2}\/\d{1,2}\/\d{2}(?![\d/])/g],
];

/** Numbers written with slashes: a date (d/m/y) or a month (m/y), checked against the setting. */
const SLASHED_DATE = /(?<![\d/])(\d{1,4})\/(\d{1,2})\/(\d{3,4})(?![\d/])/g;
const SLASHED_MONTH = /(?<![\d/])(\d{1,2})\/(\d{4})(?![\d/])/g;

const yearFits = (year: string, display: DateDisplay) => (display.buddhistEra ? /^2[45]\d\d$/.test(year) : /^(19|20|21)\d\d$/.test(year));

/** Why `text` is not written as `display` says (one reason per date found), or nothing. */
export function misfitDates(text: string, display: DateDisplay): string[] {
  const found: string[] = [];
  for (const [name, pattern] of NEVER) for (const m of text.matchAll(pattern)) found.push(`${name}: "${m[0]}"`);
  for (const m of text.matchAll(SLASHED_DATE)) {
    const [whole, a, b, y] = m as unknown as [string, string, string, string];
    const [day, month] = display.dateFormat === 'dd/mm/yyyy' ? [a, b] : [b, a];
    if (a.length !== 2 || b.length !== 2 || y.length !== 4) found.push(`not ${display.dateFormat}: "${whole}"`);
    else if (Number(month) > 12 || Number(day) > 31 || Number(month) < 1 || Number(day) < 1) found.push(`the other order (${display.dateFormat} expected): "${whole}"`);
    else if (!yearFits(y, display)) found.push(`${display.buddhistEra ? 'not the Buddhist Era' : 'not the Common Era'}: "${whole}"`);
  }
  for (const m of text.matchAll(SLASHED_MONTH)) {
    const [whole, mm, y] = m as unknown as [string, string, string];
    if (mm.length !== 2 || Number(mm) > 12 || Number(mm) < 1) found.push(`not a mm/yyyy month: "${whole}"`);
    else if (!yearFits(y, display)) found.push(`month ${display.buddhistEra ? 'not in the Buddhist Era' : 'not in the Common Era'}: "${whole}"`);
  }
  return found;
}

/** The page's visible text, line by line (with the values of its inputs), printed documents left out. */
async function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const printed = [...document.querySelectorAll<HTMLElement>('.pathdesk-report-print')];
    const before = printed.map((el) => el.style.display);
    for (const el of printed) el.style.display = 'none';
    try {
      const lines = document.body.innerText.split('\n');
      for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea')) {
        if (input.value && input.checkVisibility()) lines.push(input.value);
      }
      return lines.map((l) => l.trim()).filter(Boolean);
    } finally {
      printed.forEach((el, i) => (el.style.display = before[i]!));
    }
  });
}

/** Each visible <time>: its instant (or day) and the text shown, printed documents left out. */
async function visibleTimes(page: Page): Promise<{ dateTime: string; text: string }[]> {
  return page
    .locator('time[datetime]')
    .evaluateAll((times) =>
      times
        .filter((t) => !t.closest('.pathdesk-report-print') && t.checkVisibility())
        .map((t) => ({ dateTime: t.getAttribute('datetime')!, text: (t as HTMLElement).innerText.trim() })),
    );
}

/** How the lab writes an instant (or a day) the browser shows, on the lab's clock (the browser runs on it). */
function expectedText(dateTime: string, withTime: boolean, display: DateDisplay): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(dateTime);
  const [y, m, d, hh, mm] = (day ? `${dateTime}T00:00` : labDateTime(dateTime)).split(/[-T:]/).map(Number) as number[];
  return formatDisplayDate(new Date(y!, m! - 1, d!, hh!, mm!), display, { withTime });
}

/** Every date on the page that is not written as `display` says, with where it was seen. */
export async function misfitDatesOn(page: Page, display: DateDisplay): Promise<string[]> {
  const found = new Set<string>();
  for (const line of await visibleLines(page)) for (const reason of misfitDates(line, display)) found.add(`${reason} in "${line.slice(0, 120)}"`);
  for (const { dateTime, text } of await visibleTimes(page)) {
    const expected = expectedText(dateTime, /\d:\d\d$/.test(text), display);
    if (text !== expected) found.add(`<time datetime="${dateTime}"> shows "${text}", not "${expected}"`);
  }
  return [...found];
}
