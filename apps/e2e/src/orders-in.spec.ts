import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Orders in end to end (issue 29.4): a hospital's system places an order with its FHIR token (a
// ServiceRequest, as it would over HTTPS); lab staff open "Ordered — not yet received", scan the
// order number (typed and Enter, as a keyboard-wedge scanner does) and the case is registered with
// its accession number; the order leaves the list and its case opens from the link.

const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

test('receive an ordered case by scanning its order number', async ({ page, signIn, apiAs, playwright, baseURL }) => {
  const admin = await apiAs('admin');
  const { hospitals } = await admin.get('/api/cfgvalues/hospitals');
  const hospital = (hospitals as { id: number; code: string }[])[0]!;
  const { token } = await admin.send('post', '/api/interfaces', { kind: 'fhir-token', hospitalId: hospital.id, name: `E2E orders ${tag()}` }, 201);
  const orderNo = `HX-${tag()}`;
  const hospitalSystem = await playwright.request.newContext({ baseURL });
  const placed = await hospitalSystem.post('/api/fhir/ServiceRequest', {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/fhir+json' },
    data: JSON.stringify({
      resourceType: 'ServiceRequest',
      status: 'active',
      intent: 'order',
      identifier: [{ type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'PLAC' }] }, value: orderNo }],
      code: { coding: [{ system: 'http://loinc.org', code: '11529-5' }] },
      subject: { reference: '#p' },
      specimen: [{ reference: '#s' }],
      requester: { display: 'นพ. ผู้สั่ง ทดสอบ' },
      reasonCode: [{ text: 'Skin lesion, right forearm' }],
      contained: [
        {
          resourceType: 'Patient',
          id: 'p',
          identifier: [{ type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] }, value: `E${tag()}` }],
          name: [{ family: 'สั่งตรวจ', given: ['ผู้ป่วย'], prefix: ['นาย'] }],
          gender: 'male',
          birthDate: '1970-05-04',
        },
        { resourceType: 'Specimen', id: 's', type: { text: 'Skin, right forearm, excision' } },
      ],
    }),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await hospitalSystem.dispose();

  await signIn('user');
  await page.goto('/workspace/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordered — not yet received' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('นาย ผู้ป่วย สั่งตรวจ');
  await expect(row).toContainText('Skin, right forearm, excision');
  const scanBox = page.getByRole('textbox', { name: 'Scan or type the order number' });
  await expect(scanBox).toBeFocused();
  await expectNoSeriousViolations(page);

  // An order number no hospital sent: refused with the reason, the box ready for the next scan.
  await page.keyboard.type('HX-NONE');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('No order is waiting with the number HX-NONE.');
  await expect(scanBox).toBeFocused();

  await page.keyboard.type(orderNo);
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: `Order ${orderNo} received as case` });
  await expect(status).toBeVisible();
  const link = status.getByRole('link');
  await expect(link).toHaveText(/^S/);
  const accessionNo = (await link.textContent())!;
  await expect(scanBox).toBeFocused();
  await expect(scanBox).toHaveValue('');
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(/\/workspace\/surgicals\/\d+\/info$/);
  await expect(page.getByText(accessionNo).first()).toBeVisible();
});
