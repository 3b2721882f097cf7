import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CASE_KINDS, DEFAULT_TAT_TARGETS, type CaseKind, type LabClosure, type TatTarget, type TurnaroundSettings, type UpdateTurnaroundRequest } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { CalendarService } from './calendar.service.js';

const ENTITY = 'lab_turnaround';

/** The TAT targets (one per kind, DEFAULT_TAT_TARGETS until saved) and the lab's closures. */
@Injectable()
export class TurnaroundService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly calendar: CalendarService,
  ) {}

  async targets(em: EntityManager = this.em): Promise<Record<CaseKind, TatTarget>> {
    const rows = await em.execute<{ kind: CaseKind; days: number; share: number }[]>('select kind, days, share from tat_target');
    const byKind = Object.fromEntries(DEFAULT_TAT_TARGETS.map((t) => [t.kind, { ...t }])) as Record<CaseKind, TatTarget>;
    for (const row of rows) byKind[row.kind] = { kind: row.kind, days: Number(row.days), share: Number(row.share) };
    return byKind;
  }

  async get(em: EntityManager = this.em): Promise<TurnaroundSettings> {
    const targets = await this.targets(em);
    const closures = await em.execute<LabClosure[]>(
      `select to_char(from_day, 'YYYY-MM-DD') as "from", to_char(to_day, 'YYYY-MM-DD') as "to", reason from lab_closure order by from_day, id`,
    );
    const [last] = await em.execute<{ at: string | null; by: string | null }[]>(
      `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, updated_by_username as by from tat_target order by updated_at desc limit 1`,
    );
    return { targets: CASE_KINDS.map((k) => targets[k]), closures, updatedAt: last?.at ?? null, updatedBy: last?.by ?? null };
  }

  /** Saves targets and closures together; the calendar is refilled in the same transaction when closures change. */
  async update(actor: Actor, request: UpdateTurnaroundRequest): Promise<TurnaroundSettings> {
    return this.em.transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('lab_turnaround'))`);
      const before = await this.get(em);
      for (const t of request.targets) {
        await em.execute(
          `insert into tat_target (kind, days, share, updated_at, updated_by_username) values (?, ?, ?, now(), ?)
           on conflict (kind) do update set days = excluded.days, share = excluded.share, updated_at = now(), updated_by_username = excluded.updated_by_username`,
          [t.kind, t.days, t.share, actor.username],
        );
      }
      const closures = [...request.closures].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
      const closuresChanged = JSON.stringify(closures) !== JSON.stringify(before.closures);
      if (closuresChanged) {
        await em.execute('delete from lab_closure');
        if (closures.length) {
          await em.execute(
            `insert into lab_closure (from_day, to_day, reason) select "from", "to", reason from jsonb_to_recordset(?::jsonb) as c("from" date, "to" date, reason text)`,
            [JSON.stringify(closures)],
          );
        }
        await this.calendar.refill(em);
      }
      const after = await this.get(em);
      this.audit.record(
        actor,
        {
          action: 'update',
          entity: ENTITY,
          entityId: 1,
          before: { targets: before.targets, closures: before.closures },
          after: { targets: after.targets, closures: after.closures },
        },
        em,
      );
      await em.flush();
      return after;
    });
  }
}
