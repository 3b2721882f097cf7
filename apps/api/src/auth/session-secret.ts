import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';

/**
 * SESSION_SECRET, or (outside production) a secret generated once and kept in DATA_DIR, so that
 * sessions survive restarts on a developer's machine without any set-up.
 */
export function resolveSessionSecret(config: AppConfig): string {
  if (config.auth.sessionSecret) return config.auth.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  new Logger('Sessions').log(`Generated a session secret in ${file} (set SESSION_SECRET to choose one)`);
  return secret;
}
