import { resolvePrice, type StoredPrice } from './price-resolution.js';

describe('resolvePrice', () => {
  const payer = { hospitalId: 1, companyId: 7, kind: 'surgical' as const };
  const prices: StoredPrice[] = [
    { hospitalId: 1, companyId: null, kind: null, price: '700.00' },
    { hospitalId: 1, companyId: null, kind: 'surgical', price: '650.00' },
    { hospitalId: null, companyId: 7, kind: null, price: '600.00' },
    { hospitalId: 2, companyId: null, kind: 'surgical', price: '10.00' },
  ];

  it("takes the company's price first (the payer), then the hospital's, else the default", () => {
    expect(resolvePrice(prices, payer, '900.00')).toEqual({ price: '600.00', source: 'company' });
    expect(resolvePrice(prices, { ...payer, companyId: null }, '900.00')).toEqual({ price: '650.00', source: 'hospital' });
    expect(resolvePrice(prices, { hospitalId: 3, companyId: 8, kind: 'surgical' }, '900.00')).toEqual({ price: '900.00', source: 'default' });
  });

  it("prefers the case kind's price to the any-kind price, in any order of the list", () => {
    expect(resolvePrice([...prices].reverse(), { ...payer, companyId: null }, '900.00')).toEqual({ price: '650.00', source: 'hospital' });
    expect(resolvePrice(prices, { hospitalId: 1, companyId: null, kind: 'cytological' }, '900.00')).toEqual({ price: '700.00', source: 'hospital' });
  });
});
