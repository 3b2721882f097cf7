import { rmSync } from 'node:fs';
import { test as teardown } from '@playwright/test';
import { ROLES, stateFile } from './support/signed-in-state';

// The sessions belong to this run's database: a later run must not find them.
teardown('forget the saved sessions', () => {
  for (const username of ROLES) rmSync(stateFile(username), { force: true });
});
