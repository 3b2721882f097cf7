import type { Page } from '@playwright/test';
import { expect, test, toasts } from './support/fixtures';
import { registerCase, saveResult, type Api } from './support/api';

// Issue 15.4: a result that would take a screener over the day's workload limit is refused with
// the reason; an administrator may allow it from the result page, and the override is audited.
// Each test brings a screener record of its own to the edge of its limit (the demo screeners are
// shared with the other tests): 0.25 h declared allow 3 slides (hours × 100 / 8, to the half
// slide), and a Pap of 3 slides fills them, so the next Pap's 1 slide would make 4.

const NILM = { adequacy: 'satisfactory', interpretation: 'NILM', highRisk: false };

/** A screener at its limit for the day, and a Pap naming it, saved as a draft, ready to be marked diagnosed. */
async function screenerAtTheEdge(admin: Api, user: Api, doctor: Api) {
  const name = `Screener Edge ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const { cfgvalue } = await admin.send('post', '/api/cfgvalues', { category: 'screener', name, value: 'CT(ASCP)' }, 201);
  const screenerId = cfgvalue.id as number;
  const [gynType] = (await doctor.get('/api/cfgvalues/gynecologicaltypes')).gynecologicaltypes;
  const fields = { ...NILM, gynTypeId: gynType.id, screenerId };

  const filler = await registerCase(user, 'gynecological');
  await user.send('post', `/api/gynecologicals/${filler.id}/slides`, { count: 3, stain: 'Pap' }, 201);
  await saveResult(doctor, 'gynecological', filler.id, fields);
  // The lab day as the server counts it (the day of that screening), then its hours.
  const { days } = await admin.get(`/api/workload?screenerId=${screenerId}`);
  expect(days).toEqual([expect.objectContaining({ slides: 3, limit: 100 })]);
  const day = days[0].day as string;
  const declared = (await admin.send('put', `/api/workload/${screenerId}/days/${day}`, { hours: 0.25 }, 200)).day;
  expect(declared).toMatchObject({ hours: 0.25, limit: 3, slides: 3 });

  const next = await registerCase(user, 'gynecological');
  await user.send('put', `/api/gynecologicals/${next.id}/result`, { fields, version: 0, complete: false }, 200);
  return { name, screenerId, day, next };
}

async function openResult(page: Page, caseId: number, accessionNo: string) {
  await page.goto(`/workspace/gynecologicals/${caseId}/result`);
  await expect(page.getByRole('heading', { level: 1, name: accessionNo })).toBeVisible();
  return page.getByRole('complementary', { name: 'Sign-out' });
}

const REASON = /has screened 3 slides today; this case's 1 would make 4, over the limit of 3 \(0\.25 h declared; 42 CFR 493\.1274\(d\)/;

test.describe('a result over the screener’s workload limit', () => {
  test('lab staff see the refusal with its reason and no way past it; nothing is saved', async ({ page, signIn, apiAs }) => {
    const [admin, user, doctor] = [await apiAs('admin'), await apiAs('user'), await apiAs('doctor')];
    const { name, next } = await screenerAtTheEdge(admin, user, doctor);

    await signIn('user');
    const sidebar = await openResult(page, next.id, next.accessionNo);
    // Lab staff's screener field is locked (issue 16.6); this draft names the screener at the edge.
    await expect(page.locator('.p-dropdown').filter({ has: page.locator('#result-screenerId') })).toContainText(name);
    await sidebar.getByRole('button', { name: 'Mark diagnosed' }).click();

    const refusal = sidebar.getByRole('alert').filter({ hasText: "Over the screener's workload limit." });
    await expect(refusal).toContainText(name);
    await expect(refusal).toContainText(REASON);
    await expect(page.getByText('is over the workload limit (4 of 3 slides)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Allow over the limit' })).toHaveCount(0);
    // Refused, not saved: the result is still the draft, the day still at its limit.
    expect((await user.get(`/api/gynecologicals/${next.id}/result`)).result).toMatchObject({ status: 'in_progress', version: 1 });
  });

  test('an administrator allows it after a confirmation naming the screener, the count and the limit; the override is audited', async ({ page, signIn, apiAs }) => {
    const [admin, user, doctor] = [await apiAs('admin'), await apiAs('user'), await apiAs('doctor')];
    const { name, screenerId, day, next } = await screenerAtTheEdge(admin, user, doctor);

    await signIn('admin');
    const sidebar = await openResult(page, next.id, next.accessionNo);
    await sidebar.getByRole('button', { name: 'Mark diagnosed' }).click();
    const refusal = sidebar.getByRole('alert').filter({ hasText: "Over the screener's workload limit." });
    await expect(refusal).toContainText(REASON);
    const allow = refusal.getByRole('button', { name: 'Allow over the limit' });

    // Cancel first (the dialog opens on Cancel, so Enter does not allow by accident): nothing happens.
    await allow.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Allow over the workload limit?' });
    await expect(confirm).toContainText(`With case ${next.accessionNo}, ${name} would have screened 4 slides today, over the limit of 3.`);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    expect((await admin.get(`/api/gynecologicals/${next.id}/result`)).result.status).toBe('in_progress');

    // Then allow it, by keyboard: the same save again with the override.
    await allow.focus();
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Allow over the limit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText("Allowed over the screener's workload limit (recorded in the audit log)");
    await expect(sidebar.getByText('Diagnosed', { exact: true })).toBeVisible();
    await expect(refusal).toHaveCount(0);

    // Saved and counted as allowed over the limit, by the administrator, with the reason in the audit log.
    expect((await admin.get(`/api/gynecologicals/${next.id}/result`)).result.status).toBe('diagnosed');
    const { day: log } = await admin.get(`/api/workload/${screenerId}/days/${day}`);
    expect(log).toMatchObject({ slides: 4, limit: 3, overrides: 1 });
    const screening = log.screenings.find((s: { caseId: number }) => s.caseId === next.id);
    expect(screening).toMatchObject({ override: true, recordedBy: 'admin', slides: 1 });
    const { audit } = await admin.get(`/api/audit?entity=screening&entityId=${screening.id}`);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'create',
        actorUsername: 'admin',
        reason: 'allowed by an administrator over the workload limit: 4 of 3 slides',
        after: expect.objectContaining({ caseId: next.id, override: true, dayTotal: 4, limit: 3 }),
      }),
    ]);
  });
});
