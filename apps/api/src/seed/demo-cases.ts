import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import { addDays, labDay, labDayStart, type CaseInput } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { InitialAccounts } from './initial-accounts.js';
import { InitialLookups } from './initial-lookups.js';
import { CaseClock } from '../cases/domain/case-clock.js';
import { CasesService } from '../cases/cases.service.js';
import { DEMO_CASES, type DemoCase } from './demo-case-data.js';

const HOUR = 3_600_000;

/**
 * Outside production, a database without cases gets ~30 demo cases (demo-case-data.ts) so that the
 * worklists are not empty: registered through CasesService like any other — real accession
 * numbers, audit records by the demo lab-staff account — and a few then cancelled. A database
 * holding any case is left alone; replicas starting together seed once.
 */
@Injectable()
export class DemoCases implements OnApplicationBootstrap {
  private readonly logger = new Logger('Cases');

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lookups: InitialLookups,
    private readonly accounts: InitialAccounts,
    private readonly cases: CasesService,
    private readonly clock: CaseClock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.nodeEnv === 'production') return;
    await this.lookups.ensureSeeded();
    await this.accounts.ensureSeeded();
    try {
      const seeded = await RequestContext.create(this.orm.em, () =>
        this.orm.em.transactional(async (em) => {
          await em.execute(`select pg_advisory_xact_lock(hashtext('pathdesk:demo-cases'))`);
          const [row] = await em.execute<{ any: boolean }[]>('select exists (select 1 from pathology_case) as "any"');
          return row?.any ? 0 : this.seed(em);
        }),
      );
      if (seeded) this.logger.log(`Registered ${seeded} demo cases.`);
    } catch (error) {
      // Demo data is a convenience: a database whose settings refuse it (no active prefix…) still starts.
      this.logger.warn(`No demo cases were registered: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async seed(em: EntityManager): Promise<number> {
    const refs = await em.execute<{ t: string; key: string; id: number }[]>(
      `select 'hospital' as t, code as key, id from hospital
       union all select 'doctor', licence_no, id from doctor where licence_no is not null
       union all select 'cfgvalue', category || ':' || value, id from cfgvalue where value is not null and category in ('company', 'cytologicaltype', 'gynecologicaltype')
       union all select 'user', username, id from app_user where username = 'user' and deleted_at is null`,
    );
    const ids = new Map(refs.map((r) => [`${r.t}:${r.key}`, r.id]));
    const userId = ids.get('user:user');
    const actor: Actor = { id: userId ?? null, username: userId ? 'user' : 'demo-data', ip: null, role: 'user' };
    const now = this.clock.now().getTime();
    let count = 0;
    // Oldest first, so that the accession numbers follow the reception.
    const ordered = [...DEMO_CASES].sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour);
    for (const demo of ordered) {
      const input = toInput(demo, now, (key) => ids.get(key));
      if (!input) continue; // its hospital was not seeded (a database with lookups of its own)
      const [registered] = await this.cases.register(actor, demo.kind, [input]);
      if (demo.cancel) await this.cases.update(actor, demo.kind, registered!.id, { version: registered!.version, status: 'cancelled', cancelReason: demo.cancel });
      count++;
    }
    return count;
  }
}

/** The lab's `hour` o'clock, `daysAgo` days before `now` (at most an hour ago). */
function labTime(now: number, daysAgo: number, hour: number): number {
  return Math.min(labDayStart(addDays(labDay(now), -daysAgo)).getTime() + hour * HOUR, now - HOUR);
}

function toInput(demo: DemoCase, now: number, id: (key: string) => number | undefined): CaseInput | null {
  const hospitalId = id(`hospital:${demo.hospital}`);
  if (!hospitalId) return null;
  const received = labTime(now, demo.daysAgo, demo.hour);
  const day = (daysAgo: number) => addDays(labDay(received), -daysAgo);
  return {
    hn: demo.hn,
    patientTitle: demo.title,
    patientFirstName: demo.first,
    patientLastName: demo.last,
    patientFirstNameEn: demo.firstEn ?? null,
    patientLastNameEn: demo.lastEn ?? null,
    sex: demo.sex,
    birthDate: demo.birthDate ?? null,
    ageYears: demo.ageYears ?? null,
    hospitalId,
    doctorId: demo.doctor ? (id(`doctor:${demo.doctor}`) ?? null) : null,
    companyId: demo.company ? (id(`cfgvalue:company:${demo.company}`) ?? null) : null,
    specimen: demo.specimen,
    containers: demo.containers ?? 1,
    clinicalHistory: demo.clinicalHistory ?? null,
    collectedAt: demo.collectedHoursBefore ? new Date(received - demo.collectedHoursBefore * HOUR).toISOString() : null,
    receivedAt: new Date(received).toISOString(),
    priority: demo.priority ?? 'routine',
    notes: demo.notes ?? null,
    ...(demo.kind === 'gynecological'
      ? {
          gynTypeId: demo.gynType ? (id(`cfgvalue:gynecologicaltype:${demo.gynType}`) ?? null) : null,
          lmp: demo.lmpDaysAgo ? day(demo.lmpDaysAgo) : null,
          relevantHistory: demo.relevantHistory ?? null,
        }
      : {}),
    ...(demo.kind === 'cytological' ? { cytoTypeId: demo.cytoType ? (id(`cfgvalue:cytologicaltype:${demo.cytoType}`) ?? null) : null, source: demo.source ?? null } : {}),
  };
}
