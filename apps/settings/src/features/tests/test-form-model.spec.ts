import { createTestSchema } from '@pathdesk/contracts/schemas';
import type { TestDto } from '@pathdesk/contracts';
import { emptyPriceRow, emptyTestForm, priceRowErrors, testRequest, testToForm } from './test-form-model';

const cd20: TestDto = {
  id: 4,
  code: 'CD20',
  name: 'CD20 (L26)',
  category: 'immunohistochemistry',
  cgdCode: '38310',
  defaultPrice: '650.00',
  pricePer: 'part',
  active: true,
  resultTemplate: null,
  prices: [
    { hospitalId: 2, hospitalName: 'Siriraj', companyId: null, kind: 'surgical', price: '500.00' },
    { hospitalId: null, companyId: 7, companyName: 'Thai Life', kind: null, price: '700.00' },
  ],
  updatedAt: '2026-11-20T00:00:00.000Z',
};

describe('the test dialog', () => {
  it('reads a test into the form and writes the same test back, prices by hospital or company', () => {
    const body = testRequest(testToForm(cd20));
    expect(body).toEqual({
      code: 'CD20',
      name: 'CD20 (L26)',
      category: 'immunohistochemistry',
      cgdCode: '38310',
      defaultPrice: 650,
      pricePer: 'part',
      active: true,
      prices: [
        { hospitalId: 2, companyId: null, kind: 'surgical', price: '500' },
        { hospitalId: null, companyId: 7, kind: null, price: '700' },
      ],
    });
    expect(createTestSchema.parse(body)).toMatchObject({ defaultPrice: '650.00', prices: [{ price: '500.00' }, { price: '700.00' }] });
  });

  it('is refused with the reasons at the fields and at the price rows', () => {
    const form = {
      ...emptyTestForm(),
      prices: [
        { ...emptyPriceRow(), price: 100 },
        { ...emptyPriceRow(), payerId: 2, price: null },
      ],
    };
    const parsed = createTestSchema.safeParse(testRequest(form));
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['code', 'name', 'defaultPrice']));
    expect(priceRowErrors(parsed.error!.issues)).toEqual({
      0: expect.stringMatching(/^Hospital or company name either a hospital or a company/),
      1: expect.stringMatching(/^Price must be an amount/),
    });
  });

  it('puts the server’s `prices.<i>.<field>` reasons on their rows', () => {
    expect(
      priceRowErrors([
        { field: 'prices.1.price', message: 'this hospital or company already has a price for this kind' },
        { field: 'code', message: 'is taken' },
      ]),
    ).toEqual({
      1: 'Price this hospital or company already has a price for this kind',
    });
  });
});
