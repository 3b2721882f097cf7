import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { CaseKind } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ResultsService } from '../results/results.service.js';
import { SignOutService } from '../reports/sign-out.service.js';
import { QcService } from '../reports/qc/qc.service.js';
import { BlocksService } from '../bench/blocks.service.js';
import { AdditionalsService } from '../bench/additionals.service.js';
import { ParaffinsService } from '../bench/paraffins.service.js';
import { demoResult, type DemoRefs } from './demo-lab-results.js';
import { InvoicesService } from '../billing/invoices.service.js';
import { seedDemoInvoices, type DemoInvoiceTally } from './demo-invoices.js';

interface DemoCaseRow {
  id: number;
  kind: CaseKind;
  specimen: string;
}

/** What the demo lab did, for the start-up log. */
interface Tally {
  signedOut: number;
  amended: number;
  drafts: number;
  held: number;
  reviewed: number;
  blocks: number;
  orders: number;
  loans: number;
  invoices?: DemoInvoiceTally;
}

/**
 * In demo mode only (NODE_ENV=development: `npm start`, never production or the tests unless they
 * ask), a lab that looks alive: the demo cases (demo-cases.ts, registered first — this module
 * imports theirs) get, oldest first, released reports (one amended per kind), Paps held for a QC
 * rescreen (one reviewed), results in progress, blocks and slides, additional-test orders and a
 * paraffin loan, and invoices (demo-invoices.ts: paid, overdue, voided and reissued, drafts) — through the same services as the screens, so audit records, numbers and rules
 * are real. The newest cases stay registered. Runs once: a database with any result is left alone.
 */
@Injectable()
export class DemoLab implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoLab');

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly results: ResultsService,
    private readonly signOut: SignOutService,
    private readonly qc: QcService,
    private readonly blocks: BlocksService,
    private readonly additionals: AdditionalsService,
    private readonly paraffins: ParaffinsService,
    private readonly invoices: InvoicesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.nodeEnv !== 'development') return;
    const started = Date.now();
    try {
      const tally = await RequestContext.create(this.orm.em.fork(), async () => {
        const em = this.orm.em.fork();
        const [{ locked } = { locked: false }] = await em.execute<{ locked: boolean }[]>(`select pg_try_advisory_lock(hashtext('pathdesk:demo-lab')) as locked`);
        if (!locked) return null; // another replica is seeding
        try {
          const [row] = await em.execute<{ any: boolean }[]>('select exists (select 1 from case_result) or exists (select 1 from report_version) as "any"');
          return row?.any ? null : await this.seed(em);
        } finally {
          await em.execute(`select pg_advisory_unlock(hashtext('pathdesk:demo-lab'))`);
        }
      });
      if (tally) this.logger.log(`Demo lab: ${describe(tally)} (${Date.now() - started} ms).`);
    } catch (error) {
      this.logger.warn(`The demo lab was left part-way: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async seed(em: EntityManager): Promise<Tally> {
    const users = new Map(
      (
        await em.execute<{ id: number; username: string; role: string }[]>(
          `select id, username, role from app_user where username in ('admin', 'user', 'doctor') and deleted_at is null`,
        )
      ).map((u) => [u.username, u]),
    );
    const actor = (username: string): Actor => {
      const u = users.get(username);
      return { id: u?.id ?? null, username, ip: null, role: u?.role ?? username };
    };
    const doctor = actor('doctor');
    const staff = actor('user');
    const first = async (sql: string) => (await em.execute<{ id: number }[]>(sql))[0]?.id ?? null;
    const refs: DemoRefs = {
      // The doctor signs as the pathologist record linked to the account (issue 16.6).
      pathologistId: await first(`select staff_id as id from app_user where username = 'doctor' and staff_id is not null`),
      screenerId: await first(`select id from cfgvalue where category = 'screener' and status = 'active' order by id limit 1`),
      commentId: await first(`select id from cfgvalue where category = 'gynecologicalcomment' and status = 'active' order by id limit 1`),
    };
    const testIds = (await em.execute<{ id: number }[]>(`select id from lab_test where active order by id limit 3`)).map((t) => t.id);
    const cases = await em.execute<DemoCaseRow[]>(`select id, kind, specimen from pathology_case where status = 'registered' order by received_at, id`);
    const tally: Tally = { signedOut: 0, amended: 0, drafts: 0, held: 0, reviewed: 0, blocks: 0, orders: 0, loans: 0 };

    for (const kind of ['surgical', 'cytological', 'gynecological'] as const) {
      const ofKind = cases.filter((c) => c.kind === kind);
      // Oldest 60 % released, the next 20 % in progress, the newest just registered.
      const released = Math.floor(ofKind.length * 0.6);
      const drafted = Math.floor(ofKind.length * 0.8);
      for (const [i, c] of ofKind.entries()) {
        if (i >= drafted) break;
        // A Pap of a high-risk patient is always rescreened before release (held); the first is then reviewed.
        const highRisk = kind === 'gynecological' && i % 3 === 1;
        const fields = demoResult(kind, c.specimen, refs, { highRisk });
        if (kind === 'surgical' && i < released + 1) tally.blocks += await this.bench(staff, c, i, testIds, tally);
        const current = await this.results.get(kind, c.id);
        if (i >= released) {
          await this.results.save(doctor, kind, c.id, { fields: { ...fields, diagnosis: kind === 'gynecological' ? undefined : null } as never, version: current.version });
          tally.drafts++;
          continue;
        }
        await this.results.save(doctor, kind, c.id, { fields: fields as never, version: current.version, complete: true });
        const outcome = await this.signOut.generate(doctor, kind, { caseId: c.id, password: this.config.auth.demoPassword });
        if ('qc' in outcome) {
          tally.held++;
          if (tally.reviewed === 0) {
            const [rescreen] = await em.execute<{ id: number }[]>('select id from rescreen where case_id = ? and reviewed_at is null', [c.id]);
            // A second person rescreens (issue 24.2): the lab staff account signs as the Pap's screener, the doctor asked for the sign-out.
            if (rescreen) await this.qc.review(actor('admin'), rescreen.id, { agree: true, note: 'Rescreened: agree, NILM.' });
            tally.reviewed++;
          }
          continue;
        }
        tally.signedOut++;
        // The second released case of each kind is amended, as a corrected report.
        if (i === 1 && kind !== 'gynecological') {
          const after = await this.results.get(kind, c.id);
          const corrected = { comment: 'Addendum: the margins were re-examined on deeper levels and are free.' };
          await this.results.save(doctor, kind, c.id, { fields: corrected as never, version: after.version, amendment: true });
          await this.signOut.generate(doctor, kind, { caseId: c.id, amendReason: 'Margins re-examined on deeper levels (addendum).', password: this.config.auth.demoPassword });
          tally.amended++;
        }
      }
    }
    tally.invoices = await seedDemoInvoices(em, this.invoices, staff);
    return tally;
  }

  /** Blocks and slides of a surgical case; an order of additional tests on some, a paraffin loan on one. */
  private async bench(staff: Actor, c: DemoCaseRow, i: number, testIds: number[], tally: Tally): Promise<number> {
    const { blocks } = await this.blocks.create(staff, 'surgical', c.id, { range: { part: 'A', from: 1, to: 3, slidesEach: 1 } } as never);
    const firstBlock = blocks[0];
    if (i % 2 === 0 && testIds.length && firstBlock) {
      await this.additionals.create(staff, 'surgical', c.id, { blockId: firstBlock.id, testIds: testIds.slice(0, 2), note: 'Please cut deeper levels first.' });
      tally.orders++;
    }
    if (i === 0 && firstBlock) {
      await this.paraffins.create(staff, 'surgical', c.id, {
        requester: 'Dr. Somchai, oncology clinic',
        purpose: 'Second opinion at the referring hospital',
        items: [{ blockId: firstBlock.id, type: 'block', count: 1 }],
      } as never);
      tally.loans++;
    }
    return blocks.length;
  }
}

function describe(t: Tally): string {
  return `${t.signedOut} reports released (${t.amended} amended), ${t.held} Paps held for QC rescreen (${t.reviewed} reviewed), ${t.drafts} results in progress, ${t.blocks} blocks, ${t.orders} additional-test orders, ${t.loans} paraffin loan${
    t.invoices
      ? `, ${t.invoices.issued} invoices issued (${t.invoices.paid} paid, ${t.invoices.overdue} overdue, ${t.invoices.voided} voided and reissued), ${t.invoices.drafts} drafts`
      : ''
  }`;
}
