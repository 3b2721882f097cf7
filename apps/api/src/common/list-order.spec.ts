import { listOrder } from './list-order.js';

describe('listOrder', () => {
  it('sorts by the column, then the id', () => {
    expect(listOrder('name', 1)).toEqual([{ name: 'ASC' }, { id: 'ASC' }]);
    expect(listOrder('name', -1)).toEqual([{ name: 'DESC' }, { id: 'ASC' }]);
  });

  it('puts nulls last in both directions for columns that have them', () => {
    expect(listOrder('taxId', 1, { nullable: ['taxId'] })).toEqual([{ taxId: 'ASC NULLS LAST' }, { id: 'ASC' }]);
    expect(listOrder('taxId', -1, { nullable: ['taxId'] })).toEqual([{ taxId: 'DESC NULLS LAST' }, { id: 'ASC' }]);
  });

  it('maps a sort name onto a related property and adds tie-breakers', () => {
    expect(listOrder('hospitalName', -1, { columns: { hospitalName: 'hospital.nameTh' }, then: ['name'] })).toEqual([
      { hospital: { nameTh: 'DESC' } },
      { name: 'ASC' },
      { id: 'ASC' },
    ]);
    expect(listOrder('name', 1, { then: ['name', 'id'] })).toEqual([{ name: 'ASC' }, { id: 'ASC' }]);
  });
});
