import { createServer, type AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { chooseOption } from './support/dropdowns';

// Settings → Interfaces (issue 29.6), as an administrator: an HL7 interface added and its
// connection tested against a listener the test runs on loopback; a FHIR token added and shown
// once; the token revoked after confirming.

const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

test('configure an HL7 interface and test it; add a FHIR token, see it once, revoke it', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  const listener = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  const facility = `H${tag()}`;
  try {
    await signIn('admin');
    await page.goto('/setting/interfaces');
    await expect(page.getByRole('heading', { level: 1, name: 'Interfaces' })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an interface' });
    await chooseOption(page, 'interface-hospital');
    await dialog.getByLabel('Name').fill(`HL7 ${facility}`);
    await dialog.getByLabel('Host').fill('127.0.0.1');
    await dialog.getByRole('spinbutton', { name: 'Port' }).fill(String(port));
    await dialog.getByLabel('Sending facility (the lab)').fill('LAB');
    await dialog.getByLabel("Receiving application (the hospital's system)").fill('HOSxP');
    await dialog.getByLabel('Receiving facility (the hospital)').fill(facility);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `HL7 ${facility}` });
    await expect(row).toContainText(`127.0.0.1:${port} · PATHDESK@LAB → HOSxP@${facility}`);
    await row.getByRole('button', { name: `Test the connection of HL7 ${facility}` }).click();
    await expect(page.getByText(`127.0.0.1:${port} accepts connections.`)).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await chooseOption(page, 'interface-kind', 'FHIR API token');
    await chooseOption(page, 'interface-hospital');
    await dialog.getByLabel('Name').fill(`FHIR ${facility}`);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const shown = page.getByRole('dialog', { name: `The token of FHIR ${facility}` });
    await expect(shown.getByLabel('Token')).toHaveText(/^pdk_[A-Za-z0-9_-]{40,}$/);
    const token = (await shown.getByLabel('Token').textContent())!;
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
    const tokenRow = page.getByRole('row').filter({ hasText: `FHIR ${facility}` });
    await expect(tokenRow).toContainText(`Token ${token.slice(0, 8)}…`);
    await expect(page.getByText(token)).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await tokenRow.getByRole('button', { name: `Revoke the token of FHIR ${facility}` }).click();
    await page.getByRole('dialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(tokenRow).toContainText('Revoked');
  } finally {
    await new Promise((resolve) => listener.close(resolve));
  }
});
