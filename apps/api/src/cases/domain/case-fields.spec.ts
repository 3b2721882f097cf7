import { differingFields, fieldsFromInput, pick, requestedFields } from './case-fields.js';

const input = {
  hn: '6500001',
  patientFirstName: 'สมหญิง',
  patientLastName: 'ใจดี',
  sex: 'female' as const,
  hospitalId: 1,
  specimen: 'Cervix, ThinPrep',
  receivedAt: '2026-11-21T09:00:00+07:00',
  lmp: '2026-11-01',
  cytoTypeId: 5,
};

describe('fieldsFromInput', () => {
  it('fills the defaults, normalises instants and keeps only the kind’s own fields', () => {
    const fields = fieldsFromInput('gynecological', input, { price: 250, ageYears: 46 });
    expect(fields).toEqual({
      hn: '6500001',
      patientTitle: null,
      patientFirstName: 'สมหญิง',
      patientLastName: 'ใจดี',
      patientFirstNameEn: null,
      patientLastNameEn: null,
      citizenId: null,
      sex: 'female',
      birthDate: null,
      ageYears: 46,
      hospitalId: 1,
      doctorId: null,
      companyId: null,
      specimen: 'Cervix, ThinPrep',
      containers: 1,
      clinicalHistory: null,
      collectedAt: null,
      receivedAt: '2026-11-21T02:00:00.000Z',
      priority: 'routine',
      price: 250,
      notes: null,
      lmp: '2026-11-01',
      gynTypeId: null,
      relevantHistory: null,
    });
    expect(fieldsFromInput('surgical', input, { price: 700, ageYears: null })).not.toHaveProperty('lmp');
  });
});

describe('requestedFields and differingFields', () => {
  it('take the fields of the kind that an edit sends, normalised', () => {
    expect(requestedFields('surgical', { receivedAt: '2026-11-21T09:00:00+07:00', lmp: '2026-01-01', notes: null, price: undefined })).toEqual({
      receivedAt: '2026-11-21T02:00:00.000Z',
      notes: null,
    });
  });

  it('compare by value, absent as null', () => {
    const before = { hn: '1', price: 700, notes: null, receivedAt: '2026-11-21T02:00:00.000Z' };
    expect(differingFields(before, { hn: '1', price: 650, notes: null, receivedAt: '2026-11-21T02:00:00.000Z' })).toEqual(['price']);
    expect(differingFields(before, { notes: undefined })).toEqual([]);
    expect(pick({ hn: '1', price: 700 }, ['price', 'notes'])).toEqual({ price: 700, notes: null });
  });
});
