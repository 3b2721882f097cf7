// Issue 26.6: Thai with nothing left in English, and English with nothing left in Thai. An
// administrator of its own (a language set on a shared demo account would reach the tests running
// beside this one) walks the main pages — dashboard, worklists, a case with its history, the result,
// the report lists, summaries, dispatch, invoices, the settings and lookups — and every visible word
// in the other script is a finding, unless it is data (what the API sent in a data field: names,
// specimens, diagnoses, lookups) or on the allow-list below (accession numbers and other codes,
// units, the brand, the medical terms the Thai translations keep in English).
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { Api, diagnoseSurgical, registerCase, saveResult, type RegisteredCase } from './support/api';
import { networkQuiet, openInApp } from './support/navigation';

const PASSWORD = 'a-long-enough-password-42';

/** Latin words a Thai page may show: the brand, units, keys, date masks (26.2's), and the terms Thai pathology writes in English. */
const LATIN_ALLOWED = new Set(
  `PathDesk Pap Bethesda Excel Enter Esc Shift Tab Ctrl Alt Alt+↓ Page Up Down Ctrl+S Ctrl+K Ki spp in situ cm mm ml mL µm g kg min
   Actinomyces Adenocarcinoma adenocarcinoma Allred Atrophy Atypical Candida Trichomonas vaginalis Squamous Tubal metaplasia
   Satisfactory Unsatisfactory for evaluation Negative malignancy Malignant Non-diagnostic non-diagnostic Suspicious dysplasia
   bacterial vaginosis herpes simplex virus cytomegalovirus reactive repair keratotic lymphocytic follicular transformation zone
   liquid-based slide each score carcinoma cell biopsy excision topography morphology synoptic HOSxP csv txt th en
   dd mm yyyy yy hh`.split(/\s+/),
);

/** Keys of the API's answers whose text is data the user typed or chose (its words may be in any language). */
const DATA_KEY =
  /requester|purpose|name|reviewer|requested|^by$|actor|author|signer|user|specimen|gross|microscopic|diagnosis|description|^value$|source|comment|note|address|clinical|history|reason|username|email|remark|addendum|phone|^hn$|accession|[a-z]By$/i;

/** Collects, from each JSON answer of /api/, the strings of data fields (and, for the reverse walk, every string). */
function collectData(page: Page) {
  const dataText: string[] = [];
  const anyText: string[] = [];
  const walk = (value: unknown, dataKey: boolean) => {
    if (typeof value === 'string') {
      anyText.push(value);
      if (dataKey) dataText.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, dataKey));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, dataKey || DATA_KEY.test(k));
  };
  const reading = new Set<Promise<void>>();
  page.on('response', (response: Response) => {
    const url = response.url();
    if (!url.includes('/api/') || url.includes('/api/shell-config') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then((body) => walk(body, false))
      .catch(() => undefined) // a body already gone (a navigation away): nothing to learn from it
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  // A page's text is read once the answers it shows are (their bodies arrive after the page has drawn them).
  const read = async () => {
    while (reading.size) await Promise.all(reading);
  };
  return { dataText, anyText, read };
}

/** What the user sees: the rendered text of the page (hidden elements excluded) and the placeholders of its fields. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const placeholders = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')]
      .filter((el) => el.offsetParent !== null && !el.value)
      .map((el) => el.placeholder);
    // the printed document (a report's preview) is in the lab's language, whatever the user's (issue 16)
    let text = document.body.innerText;
    for (const doc of document.querySelectorAll<HTMLElement>('article')) text = text.replace(doc.innerText, '');
    // a template's fields ({accessionNo}) are what the administrator types, not words
    return [text, ...placeholders, document.title].join('\n').replace(/\{[A-Za-z]+\}/g, '');
  });
}

/** Waits for a page to settle: its heading shown, no skeleton or busy region left, the network quiet. */
async function settle(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await networkQuiet(page);
  await expect(page.locator('.p-skeleton, [aria-busy="true"], .p-datatable-loading-overlay')).toHaveCount(0);
  // issue 26.8: the browser tab names the page, in the page's language
  const heading = (await page.getByRole('main').locator('h1').first().innerText()).replace(/\s+/g, ' ').trim();
  await expect(page).toHaveTitle(`${heading} · PathDesk`);
}

/** Latin words of `text` that are neither data nor allowed (a token with a digit is a code: an accession number, HN, ICD-O-3…). */
function latinLeftovers(text: string, data: string[]): string[] {
  const dataWords = new Set(data.flatMap((d) => d.match(/[A-Za-z]+/g) ?? []));
  const found = new Set<string>();
  for (const token of text.split(/[\s/()[\]{},;:"'“”‘’·•|…]+/)) {
    if (/\d/.test(token) || !/[A-Za-z]{2}/.test(token)) continue;
    const word = token.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
    if (LATIN_ALLOWED.has(word) || /^[A-Z][A-Z\-.&+]*$/.test(word)) continue; // acronyms: HN, PDF, NILM, ASC-US, H&E
    if ((word.match(/[A-Za-z]+/g) ?? []).every((w) => dataWords.has(w) || LATIN_ALLOWED.has(w) || /^[A-Z]+$/.test(w))) continue;
    found.add(word);
  }
  return [...found];
}

/** Runs of Thai letters (the baht sign is a currency) in `text` that the API did not send (Thai in an English page is only data: names, hospitals…). */
function thaiLeftovers(text: string, data: string[], allowed: string[]): string[] {
  const joined = data.join('\n') + '\n' + allowed.join('\n');
  return [...new Set(text.match(/[\u0E01-\u0E3A\u0E40-\u0E7F]+(?: [\u0E01-\u0E3A\u0E40-\u0E7F]+)*/g) ?? [])].filter((run) => !joined.includes(run));
}

interface Walked {
  surgical: RegisteredCase & { reportId: number };
  pap: RegisteredCase;
}

/** A surgical case released, amended and released again (a history with values), and a Pap case, all in Thai data. */
async function seed(user: Api, doctor: Api): Promise<Walked> {
  const c = await registerCase(user, 'surgical', { firstName: 'ทดสอบ', lastName: 'ภาษา' });
  const { signature } = await doctor.get('/api/users/me/signature');
  await diagnoseSurgical(
    user,
    doctor,
    c.id,
    { gross: 'ชิ้นเนื้อผิวหนัง ขนาด 2 ซม.', microscopic: 'เนื้องอกชนิดไม่ร้าย', diagnosis: 'เนื้องอกผิวหนังชนิดไม่ร้าย', pathologistId: signature.staffId },
    'not-malignant',
  );
  await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: 'pathdesk-demo' }, 201);
  await saveResult(doctor, 'surgical', c.id, { diagnosis: 'เนื้องอกผิวหนังชนิดไม่ร้าย ขอบเขตปลอดเนื้องอก' }, true);
  const { surgicalreport } = await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, amendReason: 'ทบทวนขอบเขต', password: 'pathdesk-demo' }, 201);
  const pap = await registerCase(user, 'gynecological', { firstName: 'ทดสอบ', lastName: 'แปป' });
  return { surgical: { ...c, reportId: surgicalreport.id as number }, pap };
}

/** The pages walked, for an administrator (every page of the lab's day and the settings). */
function pagesOf({ surgical, pap }: Walked): string[] {
  const s = `/workspace/surgicals/${surgical.id}`;
  return [
    '/',
    '/workspace/surgicals',
    '/workspace/cytologicals',
    '/workspace/gynecologicals',
    `${s}/info`,
    `${s}/result`,
    `${s}/view`,
    `${s}/additionals`,
    `${s}/paraffins`,
    `${s}/timeline`,
    `/workspace/gynecologicals/${pap.id}/info`,
    `/workspace/gynecologicals/${pap.id}/result`,
    '/workspace/notifications',
    '/workspace/additionals',
    '/workspace/paraffins',
    '/workspace/workload',
    '/workspace/stations',
    '/workspace/archive',
    '/workspace/retention',
    '/report/index',
    '/report/surgical-report',
    `/report/surgical-report/${surgical.reportId}`,
    '/report/gynecological-report',
    '/report/gynecological-review-report',
    '/report/malignancy-review',
    '/report/surgical-summary-report',
    '/report/gynecological-summary-report',
    '/report/surgical-invoice',
    '/report/additional-invoice',
    '/setting/prefix',
    '/setting/pathologist',
    '/setting/gynecologicalcomment',
    '/setting/hispitals',
    '/setting/doctors',
    '/setting/users',
    '/setting/lab',
    '/setting/tests',
    '/setting/custody',
    '/setting/profile',
  ];
}

async function adminSpeaking(apiAs: (u: string) => Promise<Api>, playwright: Parameters<typeof Api.as>[0], baseURL: string, language: 'th' | 'en') {
  const admin = await apiAs('admin');
  const username = `lang-${language}-${Date.now().toString(36)}`;
  await admin.send('post', '/api/users', { username, name: language === 'th' ? 'ผู้ดูแล ภาษาไทย' : 'English Admin', role: 'admin', password: PASSWORD }, 201);
  const own = await Api.as(playwright, baseURL, username, PASSWORD);
  await own.send('put', '/api/users/me/language', { language }, 200);
  await own.dispose();
  return username;
}

test.describe('no word left in the other language', () => {
  test.describe.configure({ timeout: 240_000 });

  test('in Thai, the main pages show no English outside data, codes and medical terms', async ({ page, apiAs, signIn, playwright, baseURL }) => {
    const walked = await seed(await apiAs('user'), await apiAs('doctor'));
    const username = await adminSpeaking(apiAs, playwright, baseURL!, 'th');
    await signIn(username, PASSWORD);
    const data = collectData(page);
    const findings: Record<string, string[]> = {};
    for (const path of pagesOf(walked)) {
      await openInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await settle(page);
      const text = await visibleText(page);
      await data.read();
      const left = latinLeftovers(text, data.dataText);
      if (left.length) findings[path] = left;
    }
    expect(findings).toEqual({});
  });

  test('in English, the main pages show no Thai outside data (names, hospitals) and the Thai calendar', async ({ page, apiAs, signIn, playwright, baseURL }) => {
    const walked = await seed(await apiAs('user'), await apiAs('doctor'));
    const username = await adminSpeaking(apiAs, playwright, baseURL!, 'en');
    await signIn(username, PASSWORD);
    const data = collectData(page);
    // the language switch names Thai in Thai; the calendar's names are Thai by default (issue 24.7)
    const { labBrand } = await (await page.request.get('/api/shell-config')).json();
    const allowed = ['ไทย', labBrand, ...thaiCalendarNames()];
    const findings: Record<string, string[]> = {};
    for (const path of pagesOf(walked)) {
      await openInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await settle(page);
      const text = await visibleText(page);
      await data.read();
      const left = thaiLeftovers(text, data.anyText, allowed);
      if (left.length) findings[path] = left;
    }
    expect(findings).toEqual({});
  });
});

/** The Thai month and day names, long and short (the Buddhist calendar's). */
function thaiCalendarNames(): string[] {
  const names: string[] = [];
  for (let m = 0; m < 12; m++) {
    const d = new Date(Date.UTC(2026, m, 15));
    for (const month of ['long', 'short'] as const) names.push(new Intl.DateTimeFormat('th-TH', { month }).format(d).replace(/\./g, ''));
  }
  for (let day = 0; day < 7; day++) {
    const d = new Date(Date.UTC(2026, 0, 4 + day));
    for (const weekday of ['long', 'short', 'narrow'] as const) names.push(new Intl.DateTimeFormat('th-TH', { weekday }).format(d).replace(/\./g, ''));
  }
  return names;
}
