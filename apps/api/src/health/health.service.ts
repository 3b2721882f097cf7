import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { HealthResponse } from '@pathdesk/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PdfService } from '../pdf/pdf.service.js';

const DATABASE_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly pdf: PdfService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
