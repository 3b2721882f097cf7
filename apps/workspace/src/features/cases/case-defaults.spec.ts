import { loadCaseDefaults, NO_DEFAULTS, saveCaseDefaults } from './case-defaults';

describe('case defaults', () => {
  beforeEach(() => localStorage.clear());

  it('are empty until saved, and kept per kind', () => {
    expect(loadCaseDefaults('surgical')).toEqual(NO_DEFAULTS);
    const mine = { ...NO_DEFAULTS, defaultHospital: true, defaultHospitalId: 3, defaultHospitalName: 'รพ.ทดสอบ' };
    saveCaseDefaults('surgical', mine);
    expect(loadCaseDefaults('surgical')).toEqual(mine);
    expect(loadCaseDefaults('cytological')).toEqual(NO_DEFAULTS);
  });

  it('survive a corrupt stored value', () => {
    localStorage.setItem('pathdesk.case-defaults.surgical', '{not json');
    expect(loadCaseDefaults('surgical')).toEqual(NO_DEFAULTS);
  });
});
