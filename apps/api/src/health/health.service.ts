import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { HealthResponse, ReadinessResponse } from '@pathdesk/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PdfService } from '../pdf/pdf.service.js';
import { pendingMigrations } from '../database/migrate.js';
import { ShutdownState } from './shutdown-state.js';

const DATABASE_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly pdf: PdfService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shutdown: ShutdownState,
  ) {}

  /** Once every migration is applied it stays so (a newer schema comes with a newer image). */
  private migrated = false;

  /** Should this replica get traffic: not draining, the database answers and is migrated. */
  async readiness(): Promise<ReadinessResponse> {
    if (this.shutdown.draining) return { status: 'unavailable', reason: 'draining' };
    if (!(await this.checkDatabase()).ready) return { status: 'unavailable', reason: 'database' };
    if (!this.migrated) {
      const pending = await pendingMigrations(this.orm).catch(() => null);
      if (pending === null) return { status: 'unavailable', reason: 'database' };
      this.migrated = pending.length === 0;
    }
    return this.migrated ? { status: 'ok' } : { status: 'unavailable', reason: 'migrations' };
  }

  async check(): Promise<HealthResponse> {
    const database = await this.checkDatabase();
    const pdf = this.pdf.status();
    return {
      status: database.ready && pdf.ready ? 'ok' : 'degraded',
      version: this.config.version,
      database,
      pdf,
    };
  }

  private async checkDatabase(): Promise<HealthResponse['database']> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.orm.em.getConnection().execute('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
        }),
      ]);
      return { ready: true };
    } catch (error) {
      return { ready: false, error: (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }
}
