import { additionalsWorklistPath, casePath, paraffinLoansPath, registerPath, worklistPath } from './workspace-paths.js';

describe('workspace paths', () => {
  it('names the worklist and the registration of each kind by its plural', () => {
    expect(worklistPath('surgical')).toBe('/workspace/surgicals');
    expect(worklistPath('gynecological')).toBe('/workspace/gynecologicals');
    expect(registerPath('cytological')).toBe('/workspace/cytologicals/new');
    expect(additionalsWorklistPath()).toBe('/workspace/additionals');
    expect(paraffinLoansPath()).toBe('/workspace/paraffins');
  });

  it('opens a case on its info tab unless told otherwise', () => {
    expect(casePath('surgical', 12)).toBe('/workspace/surgicals/12/info');
    expect(casePath('cytological', '7', 'result')).toBe('/workspace/cytologicals/7/result');
  });

  it.each([
    ['info', '/workspace/gynecologicals/3/info'],
    ['result', '/workspace/gynecologicals/3/result'],
    ['additionals', '/workspace/gyneologicals/3/additionals'],
    ['paraffins', '/workspace/gyneologicals/3/paraffins'],
    ['view', '/workspace/gyneologicals/3/view'],
  ] as const)('spells the gynecological %s tab as spec §2 does', (tab, path) => {
    expect(casePath('gynecological', 3, tab)).toBe(path);
  });
});
