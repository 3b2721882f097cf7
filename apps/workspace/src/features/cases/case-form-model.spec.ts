import type { CaseDto } from '@pathdesk/contracts';
import { caseFormFrom, emptyCaseForm, emptySpecimen, validateEdit, validateRegistration, type CaseFormValues } from './case-form-model';

function filled(overrides: Partial<CaseFormValues> = {}): CaseFormValues {
  return {
    ...emptyCaseForm(),
    hn: 'HN001',
    patientFirstName: 'สมศรี',
    patientLastName: 'ใจดี',
    sex: 'female',
    hospitalId: 3,
    specimens: [{ ...emptySpecimen(), specimen: 'Left breast mass' }],
    receivedAt: new Date('2025-06-02T03:00:00Z'),
    ...overrides,
  };
}

describe('validateRegistration', () => {
  it('names the missing fields of an empty form', () => {
    const result = validateRegistration('surgical', emptyCaseForm());
    expect('errors' in result).toBe(true);
    if (!('errors' in result)) return;
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['hn', 'patientFirstName', 'patientLastName', 'hospitalId', 'specimens.0.specimen']));
  });

  it('makes one input per specimen row, sharing the patient', () => {
    const result = validateRegistration('surgical', filled({ specimens: [{ ...emptySpecimen(), specimen: 'A' }, { ...emptySpecimen(), specimen: 'B', containers: 2 }] }));
    if (!('inputs' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.inputs.map((i) => [i.hn, i.specimen, i.containers])).toEqual([
      ['HN001', 'A', 1],
      ['HN001', 'B', 2],
    ]);
  });

  it('keys a bad specimen row by its index', () => {
    const result = validateRegistration('surgical', filled({ specimens: [{ ...emptySpecimen(), specimen: 'A' }, emptySpecimen()] }));
    expect(result).toEqual({ errors: { 'specimens.1.specimen': expect.any(String) } });
  });

  it('sends the gynecological fields only for gynecological cases', () => {
    const gyn = validateRegistration('gynecological', filled({ lmp: new Date(2025, 4, 20), gynTypeId: 7 }));
    if (!('inputs' in gyn)) throw new Error(JSON.stringify(gyn.errors));
    expect(gyn.inputs[0]).toMatchObject({ lmp: '2025-05-20', gynTypeId: 7 });
    const surgical = validateRegistration('surgical', filled({ lmp: new Date(2025, 4, 20) }));
    if (!('inputs' in surgical)) throw new Error(JSON.stringify(surgical.errors));
    expect(surgical.inputs[0]).not.toHaveProperty('lmp');
  });

  it('sends no age when the birth date is known', () => {
    const result = validateRegistration('surgical', filled({ birthDate: new Date(1980, 0, 31), ageYears: 12 }));
    if (!('inputs' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.inputs[0]).toMatchObject({ birthDate: '1980-01-31', ageYears: null });
  });
});

describe('validateEdit', () => {
  const original = {
    id: 1,
    kind: 'surgical',
    version: 4,
    accessionNo: 'S68-00001',
    hn: 'HN001',
    patientTitle: null,
    patientFirstName: 'สมศรี',
    patientLastName: 'ใจดี',
    patientFirstNameEn: null,
    patientLastNameEn: null,
    sex: 'female',
    birthDate: null,
    ageYears: 40,
    hospitalId: 3,
    doctorId: null,
    companyId: null,
    specimen: 'Left breast mass',
    containers: 1,
    cytoTypeId: null,
    source: null,
    clinicalHistory: null,
    collectedAt: null,
    receivedAt: '2025-06-02T03:00:00.000Z',
    priority: 'routine',
    price: 500,
    notes: null,
    lmp: null,
    gynTypeId: null,
    relevantHistory: null,
  } as unknown as CaseDto;

  it('sends only the changed fields with the version', () => {
    const result = validateEdit('surgical', original, { ...caseFormFrom(original), clinicalHistory: 'ก้อนโต', price: 650 });
    expect(result).toEqual({ changes: { version: 4, clinicalHistory: 'ก้อนโต', price: 650 } });
  });

  it('sends just the version when nothing changed', () => {
    expect(validateEdit('surgical', original, caseFormFrom(original))).toEqual({ changes: { version: 4 } });
  });

  it('refuses a cleared required field', () => {
    const result = validateEdit('surgical', original, { ...caseFormFrom(original), hn: '' });
    expect(result).toEqual({ errors: { hn: expect.any(String) } });
  });
});
