import { createServer, type AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { Hl7Server } from '@medplum/hl7';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_PASSWORD, diagnoseSurgical, registerCase } from './support/api';
import { newHospital } from './support/billing';
import { bodyRows } from './support/tables';
import { chooseOption } from './support/dropdowns';

// Settings → Interfaces (issue 29.6), as an administrator: an HL7 interface added and its
// connection tested against a listener the test runs on loopback; a FHIR token added and shown
// once; the token revoked after confirming. Then (issue 29.3) a hospital's HL7 interface set up in
// Settings receives a released report over MLLP, and the dispatch page shows it acknowledged.

const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

/** Settings → Interfaces → Add: an HL7 interface to 127.0.0.1:`port` (of the first hospital listed, or `hospital`); answers the closed dialog. */
async function addHl7Interface(page: Page, at: { name: string; port: number; application: string; facility: string; hospital?: string }) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an interface' });
  await chooseOption(page, 'interface-hospital', at.hospital);
  await dialog.getByLabel('Name').fill(at.name);
  await dialog.getByLabel('Host').fill('127.0.0.1');
  await dialog.getByRole('spinbutton', { name: 'Port' }).fill(String(at.port));
  await dialog.getByLabel('Sending facility (the lab)').fill('LAB');
  await dialog.getByLabel("Receiving application (the hospital's system)").fill(at.application);
  await dialog.getByLabel('Receiving facility (the hospital)').fill(at.facility);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

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

    const dialog = await addHl7Interface(page, { name: `HL7 ${facility}`, port, application: 'HOSxP', facility });
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

test('an HL7 interface set up in Settings: a released report goes out over MLLP, and the dispatch page shows it acknowledged', async ({ page, signIn, apiAs }) => {
  test.setTimeout(120_000);
  // The hospital's system: an MLLP listener on loopback that acknowledges (AA) what it receives.
  const received: string[] = [];
  const hospitalSystem = new Hl7Server((connection) => {
    connection.addEventListener('message', (event: Event) => {
      const { message } = event as unknown as { message: { toString(): string; buildAck(o: { ackCode: string }): never } };
      received.push(message.toString());
      connection.send(message.buildAck({ ackCode: 'AA' }));
    });
  });
  await hospitalSystem.start(0);
  const { port } = hospitalSystem.server!.address() as AddressInfo;
  try {
    const [admin, user, doctor] = [await apiAs('admin'), await apiAs('user'), await apiAs('doctor')];
    const hospital = await newHospital(admin);
    const facility = `H${tag()}`;

    await signIn('admin');
    await page.goto('/setting/interfaces');
    await addHl7Interface(page, { name: `HL7 ${facility}`, port, application: 'HIS', facility, hospital: hospital.name });
    await expect(page.getByRole('row').filter({ hasText: `HL7 ${facility}` })).toContainText(hospital.name);

    // A pathologist signs a report of that hospital out.
    const c = await registerCase(user, 'surgical', {}, { hospitalId: hospital.id });
    const { signature } = await doctor.get('/api/users/me/signature');
    await diagnoseSurgical(
      user,
      doctor,
      c.id,
      { gross: 'Skin ellipse 2 cm.', diagnosis: 'Skin, left arm, excision: seborrheic keratosis', pathologistId: signature.staffId },
      'not-malignant',
    );
    await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);

    // Lab staff's dispatch page: the report waits to be sent on paper, and its hospital's system has it.
    await signIn('user');
    await page.goto(`/report/surgical-report?hospitalId=${hospital.id}&tab=dispatch`);
    const row = bodyRows(page.getByLabel('Reports to send', { exact: true })).filter({ hasText: c.accessionNo });
    await expect(row).toContainText(`HL7 ${facility}: Acknowledged`, { timeout: 30_000 });
    expect(received.filter((m) => m.includes(c.accessionNo))).toHaveLength(1);
    expect(received[0]).toMatch(new RegExp(`^MSH\\|\\^~\\\\&\\|PATHDESK\\|LAB\\|HIS\\|${facility}\\|`));
  } finally {
    await hospitalSystem.stop();
  }
});
