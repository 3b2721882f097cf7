import type { CaseDto } from '@pathdesk/contracts';
import { caseFormFrom, emptyCaseForm, emptySpecimen, formErrorsOfBatch, validateEdit, validateRegistration, type CaseFormValues } from './case-form-model';

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

  it('makes the specimen rows the parts A, B of one case by default (issue 27)', () => {
    const result = validateRegistration(
      'surgical',
      filled({
        specimens: [
          { ...emptySpecimen(), specimen: 'Breast' },
          { ...emptySpecimen(), specimen: 'Nodes', containers: 2 },
        ],
      }),
    );
    if (!('inputs' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.inputs).toHaveLength(1);
    expect(result.inputs[0]).toMatchObject({
      hn: 'HN001',
      specimen: 'A. Breast; B. Nodes',
      containers: 3,
      parts: [expect.objectContaining({ letter: 'A', specimen: 'Breast', containers: 1 }), expect.objectContaining({ letter: 'B', specimen: 'Nodes', containers: 2 })],
    });
  });

  it('keys a bad part by its row', () => {
    const result = validateRegistration(
      'surgical',
      filled({
        specimens: [
          { ...emptySpecimen(), specimen: 'Breast' },
          { ...emptySpecimen(), specimen: ' ' },
        ],
      }),
    );
    expect(result).toEqual({ errors: { 'specimens.1.specimen': 'is required: every part is a specimen' } });
  });

  it('makes one input per specimen row, sharing the patient, as separate accessions', () => {
    const result = validateRegistration(
      'surgical',
      filled({
        separateAccessions: true,
        specimens: [
          { ...emptySpecimen(), specimen: 'A' },
          { ...emptySpecimen(), specimen: 'B', containers: 2 },
        ],
      }),
    );
    if (!('inputs' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.inputs.map((i) => [i.hn, i.specimen, i.containers])).toEqual([
      ['HN001', 'A', 1],
      ['HN001', 'B', 2],
    ]);
  });

  it('keys a bad specimen row by its index', () => {
    const result = validateRegistration('surgical', filled({ separateAccessions: true, specimens: [{ ...emptySpecimen(), specimen: 'A' }, emptySpecimen()] }));
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

  it('sends the citizen ID as digits, and refuses a wrong check digit', () => {
    const ok = validateRegistration('surgical', filled({ citizenId: '1-1017-00230-70-8' }));
    if (!('inputs' in ok)) throw new Error(JSON.stringify(ok.errors));
    expect(ok.inputs[0]).toMatchObject({ citizenId: '1101700230708' });
    expect(validateRegistration('surgical', filled({ citizenId: '1101700230707' }))).toEqual({ errors: { citizenId: 'must be 13 digits with a valid check digit' } });
    const none = validateRegistration('surgical', filled());
    if (!('inputs' in none)) throw new Error(JSON.stringify(none.errors));
    expect(none.inputs[0]!.citizenId).toBeNull();
  });

  it('says a hospital is required when none is chosen', () => {
    expect(validateRegistration('surgical', filled({ hospitalId: null }))).toEqual({ errors: { hospitalId: 'is required' } });
  });

  it('sends no age when the birth date is known', () => {
    const result = validateRegistration('surgical', filled({ birthDate: new Date(1980, 0, 31), ageYears: 12 }));
    if (!('inputs' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.inputs[0]).toMatchObject({ birthDate: '1980-01-31', ageYears: null });
  });
});

describe('validateEdit', () => {
  const original: CaseDto = {
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
    citizenId: null,
    sex: 'female',
    birthDate: null,
    ageYears: 40,
    hospitalId: 3,
    doctorId: null,
    companyId: null,
    specimen: 'Left breast mass',
    parts: [{ letter: 'A', specimen: 'Left breast mass', procedure: null, containers: 1, fixative: null, collectedAt: null, note: null }],
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
    status: 'registered',
    patientName: 'สมศรี ใจดี',
    hospitalName: 'รพ.ทดสอบ',
    doctorName: null,
    companyName: null,
    gynTypeName: null,
    cytoTypeName: null,
    cancelReason: null,
    cancelledAt: null,
    createdAt: '2025-06-02T03:00:00.000Z',
    createdBy: null,
    updatedAt: '2025-06-02T03:00:00.000Z',
  };

  it('sends only the changed fields with the version', () => {
    const result = validateEdit('surgical', original, { ...caseFormFrom(original), clinicalHistory: 'ก้อนโต', price: 650 });
    expect(result).toEqual({ changes: { version: 4, clinicalHistory: 'ก้อนโต', price: 650 } });
  });

  it('sends just the version when nothing changed', () => {
    expect(validateEdit('surgical', original, caseFormFrom(original))).toEqual({ changes: { version: 4 } });
  });

  it('sends a cleared price as null: back to the kind’s price', () => {
    expect(validateEdit('surgical', original, { ...caseFormFrom(original), price: null })).toEqual({ changes: { version: 4, price: null } });
  });

  it('refuses a cleared required field', () => {
    const result = validateEdit('surgical', original, { ...caseFormFrom(original), hn: '' });
    expect(result).toEqual({ errors: { hn: expect.any(String) } });
  });
});

describe('formErrorsOfBatch', () => {
  it('puts a specimen’s own field under its row and a shared one under the field, naming the specimen', () => {
    expect(formErrorsOfBatch({ 'cases.1.specimen': 'is required', 'cases.1.doctorId': 'is not a known doctor', 'cases.0.doctorId': 'is not a known doctor', hn: 'x' }, 2)).toEqual({
      'specimens.1.specimen': 'is required',
      doctorId: 'is not a known doctor (specimen 2)',
      hn: 'x',
    });
  });

  it('names the specimen in the user’s language', () => {
    const thai = (reason: string, n: number) => `${reason} (สิ่งส่งตรวจที่ ${n})`;
    expect(formErrorsOfBatch({ 'cases.1.doctorId': 'ไม่พบแพทย์นี้ในระบบ' }, 2, thai)).toEqual({ doctorId: 'ไม่พบแพทย์นี้ในระบบ (สิ่งส่งตรวจที่ 2)' });
  });

  it('names no specimen when there is one', () => {
    expect(formErrorsOfBatch({ 'cases.0.doctorId': 'is not a known doctor', 'cases.0.containers': 'too many' }, 1)).toEqual({
      doctorId: 'is not a known doctor',
      'specimens.0.containers': 'too many',
    });
  });
});
