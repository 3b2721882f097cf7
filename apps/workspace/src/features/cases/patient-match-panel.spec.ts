import type { PatientDetails, PatientDto } from '@pathdesk/contracts';
import { emptyCaseForm } from './case-form-model';
import { detailsPatch, earlierCasesPath, matchQuery } from './patient-match-panel';

const CID = '110170012345';
const valid = (twelve: string) => {
  const sum = [...twelve].reduce((t, d, i) => t + Number(d) * (13 - i), 0);
  return `${twelve}${(11 - (sum % 11)) % 10}`;
};

describe('registration’s patient check', () => {
  it('asks only with what is complete: a valid citizen ID, an HN with its hospital, a name with a birth date', () => {
    const v = emptyCaseForm();
    expect(matchQuery(v)).toBeNull();
    expect(matchQuery({ ...v, citizenId: '1234567890123' })).toBeNull();
    expect(matchQuery({ ...v, citizenId: valid(CID) })).toEqual({ citizenId: valid(CID) });
    expect(matchQuery({ ...v, hn: '123' })).toBeNull();
    expect(matchQuery({ ...v, hn: ' 123 ', hospitalId: 4 })).toEqual({ hn: '123', hospitalId: 4 });
    expect(matchQuery({ ...v, patientFirstName: 'มาลี', patientLastName: 'ดี' })).toBeNull();
    expect(matchQuery({ ...v, patientFirstName: 'มาลี', patientLastName: 'ดี', birthDate: new Date('1975-03-02T00:00:00') })).toEqual({
      firstName: 'มาลี',
      lastName: 'ดี',
      birthDate: '1975-03-02',
    });
  });

  it('fills the patient from the last case; the HN only at the same hospital', () => {
    const d: PatientDetails = {
      citizenId: valid(CID),
      hn: 'H1',
      hospitalId: 4,
      hospitalName: 'X',
      patientTitle: 'นาง',
      patientFirstName: 'มาลี',
      patientLastName: 'ดี',
      patientFirstNameEn: null,
      patientLastNameEn: null,
      sex: 'female',
      birthDate: '1975-03-02',
      ageYears: null,
    };
    const same = detailsPatch({ ...emptyCaseForm(), hospitalId: 4 }, d);
    expect(same).toMatchObject({ hn: 'H1', patientFirstName: 'มาลี', citizenId: valid(CID), sex: 'female' });
    expect(same.birthDate).toEqual(new Date('1975-03-02T00:00:00'));
    expect(detailsPatch({ ...emptyCaseForm(), hospitalId: 5 }, d)).not.toHaveProperty('hn');
  });

  it('carries an age typed instead of a birth date (issue 26.5)', () => {
    const d: PatientDetails = {
      citizenId: null,
      hn: 'H1',
      hospitalId: 4,
      hospitalName: 'X',
      patientTitle: null,
      patientFirstName: 'มาลี',
      patientLastName: 'ดี',
      patientFirstNameEn: null,
      patientLastNameEn: null,
      sex: 'female',
      birthDate: null,
      ageYears: 52,
    };
    expect(detailsPatch({ ...emptyCaseForm(), hospitalId: 4 }, d)).toMatchObject({ ageYears: 52, birthDate: null });
  });

  it("links the patient's earlier cases: their HN searched at their hospital, in the last case's worklist (issue 26.8)", () => {
    const details = { hn: 'HN 7/1', hospitalId: 4 } as PatientDetails;
    const patient = {
      id: 1,
      citizenId: null,
      hns: [],
      details,
      lastCase: { caseId: 9, kind: 'gynecological', accessionNo: 'G69-00009', receivedAt: '2026-11-01T03:00:00Z' },
      caseCount: 3,
    } as PatientDto;
    expect(earlierCasesPath(patient)).toBe('/workspace/gynecologicals?search=HN+7%2F1&hospitalId=4');
  });
});
