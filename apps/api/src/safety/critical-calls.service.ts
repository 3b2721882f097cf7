import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { hasRole, type CriticalCallDto, type CriticalCallListResponse, type RecordCallRequest } from '@pathdesk/contracts';
import type { Actor } from '../audit/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { CRITICAL_CALL_ENTITY } from './critical-calls.js';

interface CallRow {
  id: number;
  case_id: number;
  kind: CriticalCallDto['kind'];
  accession_no: string;
  patient_name: string;
  hospital_name: string;
  report_id: number;
  reason: CriticalCallDto['reason'];
  finding: string;
  signer_username: string | null;
  released_at: Date;
  notified_at: Date | null;
  notified_person: string | null;
  method: CriticalCallDto['method'];
  read_back: boolean | null;
  note: string | null;
  recorded_by_username: string | null;
  minutes: number | null;
}

const SELECT = `select k.*, c.kind, c.accession_no, v.patient_name, v.hospital_name,
    round(extract(epoch from (k.notified_at - k.released_at)) / 60)::int as minutes
  from critical_call k join pathology_case c on c.id = k.case_id join report_version v on v.id = k.report_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto(r: CallRow): CriticalCallDto {
  return {
    id: r.id,
    caseId: r.case_id,
    kind: r.kind,
    accessionNo: r.accession_no,
    patientName: r.patient_name,
    hospitalName: r.hospital_name,
    reportId: r.report_id,
    reason: r.reason,
    finding: r.finding,
    signer: r.signer_username,
    releasedAt: iso(r.released_at)!,
    notifiedAt: iso(r.notified_at),
    notifiedPerson: r.notified_person,
    method: r.method,
    readBack: r.read_back,
    note: r.note,
    recordedBy: r.recorded_by_username,
    minutesToNotification: r.minutes,
  };
}

/** The nearest-rank percentile of sorted minutes (null when none). */
function percentile(sorted: number[], p: number): number | null {
  return sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]! : null;
}

/** Whose calls a user sees: lab staff and administrators all; a pathologist those of the reports they signed. */
function visibleTo(actor: Actor): { sql: string; params: unknown[] } {
  return hasRole(actor.role, ['admin', 'user']) ? { sql: 'true', params: [] } : { sql: 'k.signer_id = ?', params: [actor.id] };
}

/** Critical-result calls (issue 15.5): the open ones, their recording, and the time from release to the call. */
@Injectable()
export class CriticalCallsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(actor: Actor, query: { open?: boolean }): Promise<CriticalCallListResponse> {
    const who = visibleTo(actor);
    const state = query.open === true ? 'k.recorded_at is null' : query.open === false ? 'k.recorded_at is not null' : 'true';
    const rows = await this.em.execute<CallRow[]>(`${SELECT} where ${who.sql} and ${state} order by k.released_at, k.id`, who.params);
    const minutes = rows.map((r) => r.minutes).filter((m): m is number => m !== null).sort((a, b) => a - b);
    const median = minutes.length ? (minutes.length % 2 ? minutes[(minutes.length - 1) / 2]! : (minutes[minutes.length / 2 - 1]! + minutes[minutes.length / 2]!) / 2) : null;
    return {
      notifications: rows.map(toDto),
      total: rows.length,
      summary: { notified: minutes.length, open: rows.length - minutes.length, medianMinutes: median, maxMinutes: minutes.at(-1) ?? null, p90Minutes: percentile(minutes, 0.9) },
    };
  }

  async count(actor: Actor): Promise<{ open: number }> {
    const who = visibleTo(actor);
    const [row] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from critical_call k where k.recorded_at is null and ${who.sql}`, who.params);
    return { open: row!.n };
  }

  /** Records the call: when (not before the release, not in the future), who was told, how, and the read-back. */
  async record(actor: Actor, id: number, request: RecordCallRequest): Promise<CriticalCallDto> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<{ released_at: Date; recorded_at: Date | null; recorded_by_username: string | null }[]>(
        'select released_at, recorded_at, recorded_by_username from critical_call where id = ? for update',
        [id],
      );
      if (!row) throw new NotFoundException('No such critical-result call.');
      if (row.recorded_at) throw new ConflictException(`This call was already recorded by ${row.recorded_by_username ?? 'someone'}.`);
      const at = new Date(request.notifiedAt);
      if (at.getTime() < new Date(row.released_at).getTime() - 60_000) {
        throw new BadRequestException({ message: 'The hospital is told after the report is released.', errors: [{ field: 'notifiedAt', message: 'is before the release' }] });
      }
      if (at.getTime() > Date.now() + 5 * 60_000) throw new BadRequestException({ message: 'The call cannot be in the future.', errors: [{ field: 'notifiedAt', message: 'cannot be in the future' }] });
      await em.execute(
        `update critical_call set notified_at = ?, notified_person = ?, method = ?, read_back = ?, note = ?, recorded_by_id = ?, recorded_by_username = ?, recorded_at = now() where id = ?`,
        [at, request.notifiedPerson, request.method, request.readBack, request.note ?? null, actor.id, actor.username, id],
      );
      this.audit.record(
        actor,
        { action: 'update', entity: CRITICAL_CALL_ENTITY, entityId: id, before: null, after: { notifiedAt: at.toISOString(), notifiedPerson: request.notifiedPerson, method: request.method, readBack: request.readBack } },
        em,
      );
      await em.flush();
      const [dto] = await em.execute<CallRow[]>(`${SELECT} where k.id = ?`, [id]);
      return toDto(dto!);
    });
  }
}
