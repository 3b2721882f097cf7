import { primeReactEntryPoints, SCHEMAS, sharedDependencies } from './shared-dependencies.mjs';

test('shares the singletons with subpaths, and PrimeReact by entry point without its icons', () => {
  const shared = sharedDependencies();
  for (const name of ['react', 'react/', 'react-dom/', 'react-router', '@reduxjs/toolkit/', '@pathdesk/web-data', 'i18next', 'react-i18next']) {
    expect(shared[name]).toMatchObject({ singleton: true });
  }
  expect(shared.primereact).toBeUndefined();
  expect(shared['primereact/']).toBeUndefined();
  for (const entry of ['api', 'utils', 'componentbase', 'overlayservice', 'button', 'datatable', 'calendar']) {
    expect(shared[`primereact/${entry}`]).toMatchObject({ singleton: true });
  }
  expect(primeReactEntryPoints()).not.toContain('icons');
  expect(Object.keys(shared).some((key) => key.startsWith('primereact/icons'))).toBe(false);
});

test('shares the validation schemas by their content, not as a singleton', () => {
  const { [SCHEMAS]: schemas } = sharedDependencies();
  expect(schemas.singleton).toBe(false);
  expect(schemas.version).toMatch(/^1\.0\.0-h[0-9a-f]{12}$/);
  expect(schemas.requiredVersion).toBe(schemas.version);
});
