import type { Page } from '@playwright/test';
import { DEFAULT_DATE_DISPLAY, formatDisplayMonth, labDateTime, labDay, labMonth, type DateDisplay } from '@pathdesk/contracts';
import { expect, test } from './support/fixtures';
import { Api, DEMO_PASSWORD, demoGuestHospitalId, diagnoseSurgical, hsilPap, registerCase } from './support/api';
import { issuedThrough, newHospital, surgicalCase } from './support/billing';
import { misfitDates, misfitDatesOn } from './support/date-texts';
import { networkQuiet, openInApp } from './support/navigation';

// Issue 26.2: one date format, the lab's, on every screen — lists, filters, summary headers, the
// workload log, the correlation and look-back lists, invoices and their month fields, dispatch,
// users — with the default setting (mm/dd/yyyy) and with dd/mm/yyyy in the Buddhist Era. Printed
// documents keep their long Thai dates and are not read (support/date-texts.ts).
//
// The lab setting is global and the other specs run beside this one (some type dates in the
// default format): the walk in dd/mm/yyyy + BE gives this page alone the setting, in the shell
// configuration the page starts from (the one place the web reads it). The lab's setting itself is
// never changed here (saving it is the lab settings' own tests').

test.describe.configure({ mode: 'serial' });

const BE_DAY_FIRST: DateDisplay = { dateFormat: 'dd/mm/yyyy', buddhistEra: true };

/** The first look at a page on the shared 2-core machine, which has taken over 10 s under load. */
const ARRIVAL = { timeout: 30_000 };

/** Gives `page` (only) the lab setting `display`, in the shell configuration it starts from. */
async function showDatesAs(page: Page, display: DateDisplay) {
  await page.route('**/api/shell-config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), dateDisplay: display } });
  });
}

/** Opens `path` (in the app, no reload) and waits until its data is in: its heading, no table loading, no spinner. */
async function arrive(page: Page, path: string) {
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(ARRIVAL);
  await networkQuiet(page);
  await expect(page.locator('.p-datatable-loading-overlay, .p-progress-spinner, [aria-busy="true"]')).toHaveCount(0, ARRIVAL);
  // What folds away (the dashboard's numbers behind its charts) is read too.
  await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
}

interface Fixture {
  invoiceId: number;
  caseId: number;
  /** A surgical case with a released report (its versions beside the printed report). */
  releasedId: number;
  /** The demo guest's hospital, where the released report waits to be sent. */
  guestHospital: string;
  /** A Pap and a biopsy of one patient to correlate (accession numbers). */
  correlation: { pap: string; biopsy: string };
}

let fixture: Fixture;
let settingsBefore: Record<string, unknown> | null = null;

/**
 * An HSIL Pap (screened by the first screener: the workload log; a critical call) and a cervical
 * biopsy of the same patient, both signed out: a pair in the correlation list.
 */
async function correlationPair(user: Api, doctor: Api) {
  const hn = `DF${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
  const pap = await hsilPap(user, doctor, { hn, firstName: 'วันเดือน' });
  const { signature } = await doctor.get('/api/users/me/signature');
  const biopsy = await registerCase(user, 'surgical', { hn, firstName: 'วันเดือน' });
  const { surgical } = await user.get(`/api/surgicals/${biopsy.id}`);
  await user.send('put', `/api/surgicals/${biopsy.id}`, { specimen: 'Cervix, punch biopsy', version: surgical.version }, 200);
  const fields = { gross: 'Two fragments.', microscopic: 'High-grade dysplasia.', diagnosis: 'Cervix, biopsy: HSIL (CIN 2).', pathologistId: signature.staffId };
  await diagnoseSurgical(user, doctor, biopsy.id, fields, 'not-malignant');
  await doctor.send('post', '/api/reports/surgicals/generate', { caseId: biopsy.id, password: DEMO_PASSWORD }, 201);
  return { pap: pap.accessionNo, biopsy: biopsy.accessionNo };
}

/** What the walk reads: a released surgical report (report lists, dispatch), an issued invoice with a payment, a case, a pair to correlate. */
async function makeFixture(admin: Api, user: Api, doctor: Api): Promise<Fixture> {
  const hospital = await newHospital(admin);
  const billed = await surgicalCase(user, hospital, 1200);
  const invoice = await issuedThrough(user, hospital);
  await user.send('post', `/api/reports/surgicalinvoices/${invoice.id}/payments`, { date: labDay(), amount: '200', reference: `DATES-${invoice.number}` }, 201);
  // A released report at the demo guest's hospital: the report lists, the guest's inbox, dispatch.
  const guestHospitalId = await demoGuestHospitalId(admin);
  const { hospitals } = await admin.get('/api/cfgvalues/hospitals');
  const guestHospital = (hospitals as { id: number; name: string }[]).find((h) => h.id === guestHospitalId)!.name;
  const released = await registerCase(user, 'surgical', { lastName: 'วันที่' }, { hospitalId: guestHospitalId });
  const { signature } = await doctor.get('/api/users/me/signature');
  await diagnoseSurgical(user, doctor, released.id, { gross: 'Skin 1 cm.', microscopic: 'Benign.', diagnosis: 'Skin: naevus.', pathologistId: signature.staffId }, 'not-malignant');
  await doctor.send('post', '/api/reports/surgicals/generate', { caseId: released.id, password: DEMO_PASSWORD }, 201);
  return { invoiceId: invoice.id, caseId: billed.id, releasedId: released.id, guestHospital, correlation: await correlationPair(user, doctor) };
}

/** The pages lab staff (as the admin) read dates on. */
function staffPages(f: Fixture): string[] {
  return [
    '/',
    '/workspace/surgicals',
    '/workspace/cytologicals',
    '/workspace/gynecologicals',
    `/workspace/surgicals/${f.caseId}/info`,
    `/workspace/surgicals/${f.releasedId}/view`,
    '/workspace/notifications',
    '/workspace/additionals',
    '/workspace/paraffins',
    '/workspace/workload',
    '/workspace/stations',
    '/workspace/archive',
    '/workspace/retention',
    '/report/surgical-report',
    '/report/cytological-report',
    '/report/gynecological-report',
    '/report/gynecological-review-report',
    '/report/malignancy-review',
    '/report/surgical-summary-report',
    '/report/cytological-summary-report',
    '/report/gynecological-summary-report',
    '/report/surgical-invoice',
    '/report/cytological-invoice',
    '/report/paraffin-invoice',
    `/report/surgical-invoice/${f.invoiceId}`,
    '/setting/users',
    '/setting/hispitals',
  ];
}

/** Walks the pages as `display` writes dates: each page's misfits, by page (none is the pass). */
async function walk(page: Page, signIn: (u: string) => Promise<void>, display: DateDisplay): Promise<Record<string, string[]>> {
  const misfits: Record<string, string[]> = {};
  const read = async (where: string) => {
    const found = await misfitDatesOn(page, display);
    if (found.length) misfits[where] = found;
  };
  await signIn('admin');
  for (const path of staffPages(fixture)) {
    await arrive(page, path);
    await read(path);
  }
  // The correlation of the pair: its dialog names the Pap's and the biopsy's days.
  await arrive(page, '/report/gynecological-review-report');
  const { pap, biopsy } = fixture.correlation;
  await page.getByRole('button', { name: `Record the correlation of ${pap} and ${biopsy}` }).click();
  await expect(page.getByRole('dialog', { name: `Correlation of ${pap} / ${biopsy}` })).toBeVisible();
  await read('/report/gynecological-review-report, a correlation');
  await page.keyboard.press('Escape');
  // Month fields: the invoice list's month filter and a new draft's month.
  await arrive(page, '/report/surgical-invoice');
  await page.getByRole('button', { name: 'New draft…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // A month field shows the month (this month, prefilled) as mm/yyyy in the lab's era.
  await expect(page.getByRole('dialog').getByLabel(/^Period \(month\)/)).toHaveValue(formatDisplayMonth(labMonth(), display));
  await read('/report/surgical-invoice, a new draft');
  await page.keyboard.press('Escape');
  // Dispatch: the reports waiting for the demo guest's hospital.
  await arrive(page, '/report/surgical-report');
  const toSend = page.getByRole('region', { name: 'To send' });
  await toSend.locator('.p-dropdown').first().click();
  await page.locator('.p-dropdown-filter').fill(fixture.guestHospital);
  await page.locator('.p-dropdown-items').getByRole('option', { name: fixture.guestHospital }).click();
  await expect(toSend.getByLabel('Reports to send', { exact: true })).toContainText(/\d/);
  await read('/report/surgical-report, to send');
  // The guest's inbox.
  await page.context().clearCookies();
  await signIn('guest');
  await arrive(page, '/report/inbox');
  await read('/report/inbox (guest)');
  return misfits;
}

// The walk can fail: each other form of a date is found, in either setting, and the lab's is not.
test('the walk’s reader finds every other form of a date', () => {
  const others = ['2026-11-01', '2026-11', '1 Nov 2026', 'November 2026', 'Nov 1, 2026', '27 พ.ย. 2569', 'พฤศจิกายน 2569', '27.11.2026', '11/27/26', '1/5/2026'];
  for (const display of [DEFAULT_DATE_DISPLAY, BE_DAY_FIRST]) {
    for (const text of others) expect(misfitDates(`Received ${text} by user`, display), `${text} in ${JSON.stringify(display)}`).not.toEqual([]);
  }
  expect(misfitDates('11/27/2026 14:05 · 11/2026 · 27/11/2569', DEFAULT_DATE_DISPLAY)).toEqual(['the other order (mm/dd/yyyy expected): "27/11/2569"']);
  expect(misfitDates('27/11/2569 14:05 · 11/2569 · 11/27/2026 · 01/11/2026 · 11/2026', BE_DAY_FIRST)).toEqual([
    'the other order (dd/mm/yyyy expected): "11/27/2026"',
    'not the Buddhist Era: "01/11/2026"',
    'month not in the Buddhist Era: "11/2026"',
  ]);
  // Accession and invoice numbers, HNs, money and counts are no dates.
  expect(misfitDates('S69-00012 · INV-S69-00001 · SWC-24-0402 · ฿1,200.00 · 3/4 slides · 1.5 cm', DEFAULT_DATE_DISPLAY)).toEqual([]);
});

test.describe('one date format, the lab’s, on every page (issue 26.2)', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const [admin, user, doctor] = await Promise.all(['admin', 'user', 'doctor'].map((u) => Api.as(playwright, baseURL!, u)));
    fixture = await makeFixture(admin, user, doctor);
    settingsBefore = (await admin.get('/api/lab-settings')).labSettings;
    await Promise.all([admin, user, doctor].map((api) => api.dispose()));
  });

  test('the default, mm/dd/yyyy in the Common Era: no date in another form', async ({ page, signIn }) => {
    test.setTimeout(480_000);
    expect({ dateFormat: settingsBefore?.['dateFormat'], buddhistEra: settingsBefore?.['buddhistEra'] }).toEqual(DEFAULT_DATE_DISPLAY);
    expect(await walk(page, signIn, DEFAULT_DATE_DISPLAY)).toEqual({});
  });

  test('dd/mm/yyyy in the Buddhist Era: no date in another form', async ({ page, signIn }) => {
    test.setTimeout(480_000);
    await showDatesAs(page, BE_DAY_FIRST);
    expect(await walk(page, signIn, BE_DAY_FIRST)).toEqual({});
  });

  // Issue 16.3: the setting saved in Lab settings reaches a table, an input and the calendar's year.
  test('dd/mm/yyyy in the Buddhist Era, from the lab settings, in a table, an input and the calendar', async ({ page, signIn }) => {
    await signIn('admin');
    {
      // The default (spec §9): mm/dd/yyyy, the Common Era.
      await page.goto('/workspace/surgicals/new');
      await expect(page.getByLabel('Birth date')).toHaveAttribute('placeholder', 'mm/dd/yyyy', ARRIVAL);

      // The page reads the setting as it starts (the shell configuration). The lab's real setting is
      // not changed: other specs run meanwhile, some typing dates in the default format. This page is
      // given dd/mm/yyyy + BE in its configuration, as Lab settings would give it (saving the setting
      // is the lab settings' own tests').
      await showDatesAs(page, { dateFormat: 'dd/mm/yyyy', buddhistEra: true });
      await page.goto('/workspace/surgicals');
      const received = page.getByRole('table').locator('tbody tr').first().locator('time').first();
      await expect(received).toHaveText(/^\d{2}\/\d{2}\/25\d\d \d{2}:\d{2}$/, ARRIVAL);
      const iso = (await received.getAttribute('datetime'))!;
      // The browser runs on the lab's clock: the day of that instant in Bangkok, day first, in BE.
      const [y, m, d] = labDateTime(iso).slice(0, 10).split('-');
      await expect(received).toContainText(`${d}/${m}/${Number(y) + 543} `);

      await page.getByRole('link', { name: 'Register' }).click();
      const birthDate = page.getByLabel('Birth date');
      await expect(birthDate).toHaveAttribute('placeholder', 'dd/mm/yyyy (พ.ศ.)', ARRIVAL);
      // Typed in the lab's format, it reads back the same; the calendar's header year is in BE.
      await birthDate.fill('24/11/2530');
      await expect(birthDate).toHaveValue('24/11/2530');
      // Alt+ArrowDown opens the calendar (focus alone no longer does: it took the typed text, issue 26.1).
      await birthDate.focus();
      await page.keyboard.press('Alt+ArrowDown');
      const year = page.locator('.p-datepicker select.p-datepicker-year');
      await expect(year).toHaveValue('1987');
      // Playwright's :checked is for check boxes: read the chosen option's text.
      expect(await year.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('2530');
      await expect(page.locator('.p-datepicker .p-highlight').first()).toHaveText('24');
      await page.keyboard.press('Escape');
    }
  });
});
