import { accessionNo, emptyRegistration, registrationRules, type RegistrationValues } from './registration-rules';

const complete: RegistrationValues = {
  ...emptyRegistration(),
  hospitalId: 1,
  hn: '6512345',
  firstName: 'มาลี',
  lastName: 'แก้วมณี',
  sex: 'female',
  specimen: 'Breast, left, core needle biopsy',
};

const reasons = (values: RegistrationValues) => {
  const result = registrationRules.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path?.[0]), i.message]));
};

describe('the registration rules of the form-layout page', () => {
  it('accept a complete registration as it is', () => {
    expect(registrationRules.safeParse(complete)).toEqual({ success: true, data: complete });
  });

  it('name every missing required field', () => {
    expect(reasons(emptyRegistration())).toEqual({
      hospitalId: 'is required',
      hn: 'is required',
      firstName: 'is required',
      lastName: 'is required',
      sex: 'is required',
      specimen: 'is required',
    });
  });

  it.each([
    [{ hn: '12a45' }, { hn: 'must be 5 to 10 digits' }],
    [{ hn: '1234' }, { hn: 'must be 5 to 10 digits' }],
    [{ firstName: '   ' }, { firstName: 'is required' }],
    [{ ageYears: 151 }, { ageYears: 'must be between 0 and 150' }],
    [{ containers: 0 }, { containers: 'must be between 1 and 50' }],
    [{ containers: null }, { containers: 'is required' }],
    [{ price: -1 }, { price: 'must be between 0 and 1000000' }],
  ])('refuse %j', (change, expected) => {
    expect(reasons({ ...complete, ...change })).toEqual(expected);
  });

  it('leave the age optional', () => {
    expect(reasons({ ...complete, ageYears: null })).toEqual({});
  });
});

describe('accessionNo', () => {
  it.each([
    ['S', 2568, 42, 'S68-00042'],
    ['G', 2568, 12345, 'G68-12345'],
    ['C', 2601, 7, 'C01-00007'],
  ])('numbers %s, year %i, sequence %i as %s', (prefix, year, seq, expected) => {
    expect(accessionNo(prefix, year, seq)).toBe(expected);
  });
});
