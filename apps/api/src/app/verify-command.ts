import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config.js';
import { checkSealChain } from '../signing/seal-chain.js';
import { ormOptions } from './orm-options.js';

/**
 * `node dist/apps/api/main.js verify` (`npm run db:verify`, issue 32.4): walks every seal chain —
 * each released version's content, each link, each kept PDF — prints the result as one JSON line
 * and answers whether it is whole (the process exits 1 otherwise: operations' checks alert on it).
 */
export async function runVerifyCommand(config: AppConfig & { databaseUrl: string }): Promise<boolean> {
  const logger = new Logger('Verify');
  const orm = await MikroORM.init(ormOptions(config.databaseUrl, { logger: (message) => logger.debug(message) }));
  try {
    const check = await checkSealChain(orm.em.fork());
    process.stdout.write(`${JSON.stringify(check)}\n`);
    if (check.ok) logger.log(`verify: ${check.reportVersions} report versions and ${check.pdfs} PDFs checked in ${check.durationMs} ms: every chain whole`);
    else
      logger.error(
        `verify: ${check.problemCount} problem(s) — ${check.problems.map((p) => `${p.documentType} ${p.number ?? p.documentId}${p.version ? ` v${p.version}` : ''}: ${p.problem}`).join('; ')}`,
      );
    return check.ok;
  } finally {
    await orm.close(true);
  }
}
