import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { selfSignedP12 } from './demo-certificate.js';

/** The PKCS#12 the lab signs with, and its passphrase; null when none may be used (production without SIGNING_P12_PATH). */
export interface LabCertificate {
  p12: Buffer;
  passphrase: string;
  /** Where it came from, for the log and the health of signing. */
  source: string;
}

const logger = new Logger('LabCertificate');

/**
 * SIGNING_P12_PATH (with SIGNING_P12_PASSWORD) when given. Outside production without it, a
 * self-signed demonstration certificate kept under DATA_DIR/signing/ (made at the first start,
 * written whole then renamed, so several processes starting together each find a whole file), and
 * the log says so. In production without it: null, and the log says released PDFs are refused.
 */
export function loadLabCertificate(config: AppConfig): LabCertificate | null {
  const { p12Path, p12Password } = config.signing;
  if (p12Path) return { p12: readFileSync(p12Path), passphrase: p12Password ?? '', source: p12Path };
  if (config.nodeEnv === 'production') {
    logger.error('SIGNING_P12_PATH is not set: released reports and invoices cannot be signed, and their PDFs are refused (docs/security.md).');
    return null;
  }
  const folder = join(config.dataDir, 'signing');
  // One file holds the PKCS#12 and its passphrase, so that a pair is always read whole.
  const file = join(folder, 'demo-lab-certificate.json');
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const passphrase = randomBytes(18).toString('base64url');
    const p12 = selfSignedP12(config.labBrand, passphrase);
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, JSON.stringify({ passphrase, p12: p12.toString('base64') }), { mode: 0o600 });
    renameSync(temporary, file);
    logger.warn(`SIGNING_P12_PATH is not set: made a self-signed demonstration certificate at ${file}; PDFs are signed with it (not for clinical use; docs/security.md)`);
  } else {
    logger.warn(`SIGNING_P12_PATH is not set: PDFs are signed with the self-signed demonstration certificate at ${file} (not for clinical use)`);
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { passphrase: string; p12: string };
  return { p12: Buffer.from(kept.p12, 'base64'), passphrase: kept.passphrase, source: `${file} (self-signed demonstration)` };
}
