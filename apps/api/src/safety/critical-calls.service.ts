import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  hasRole,
  type CriticalCallDto,
  type CriticalCallListResponse,
  type PortalCriticalResult,
  type PortalCriticalResultsResponse,
  type RecordCallRequest,
} from '@pathdesk/contracts';
import { hospitalCondition, hospitalScope } from '../identity/hospital-scope.js';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { CRITICAL_CALL_ENTITY } from './critical-calls.js';

/** A call as SELECT reads it: its DTO's fields, the two instants as Dates. */
type CallRow = Omit<CriticalCallDto, 'releasedAt' | 'notifiedAt' | 'acknowledgedAt'> & { releasedAt: Date; notifiedAt: Date | null; acknowledgedAt: Date | null };

const SELECT = `select k.id, k.case_id as "caseId", c.kind, c.accession_no as "accessionNo", v.patient_name as "patientName", v.hospital_name as "hospitalName",
    k.report_id as "reportId", k.reason, k.finding, k.signer_username as signer, k.released_at as "releasedAt", k.notified_at as "notifiedAt",
    k.notified_person as "notifiedPerson", k.method, k.read_back as "readBack", k.note, k.recorded_by_username as "recordedBy",
    k.acknowledged_at as "acknowledgedAt", k.acknowledged_by_username as "acknowledgedBy",
    round(extract(epoch from (k.notified_at - k.released_at)) / 60)::int as "minutesToNotification"
  from critical_call k join pathology_case c on c.id = k.case_id join report_version v on v.id = k.report_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto({ releasedAt, notifiedAt, acknowledgedAt, ...call }: CallRow): CriticalCallDto {
  return { ...call, releasedAt: iso(releasedAt)!, notifiedAt: iso(notifiedAt), acknowledgedAt: iso(acknowledgedAt) };
}

/** What the hospital sees of a call: the result, not the lab's call record. */
function toPortal(call: CriticalCallDto): PortalCriticalResult {
  const { id, caseId, kind, accessionNo, patientName, hospitalName, reportId, reason, finding, releasedAt, acknowledgedAt, acknowledgedBy } = call;
  return { id, caseId, kind, accessionNo, patientName, hospitalName, reportId, reason, finding, releasedAt, acknowledgedAt, acknowledgedBy };
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
    const minutes = rows
      .map((r) => r.minutesToNotification)
      .filter((m): m is number => m !== null)
      .sort((a, b) => a - b);
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

  /** The critical results of the caller's hospitals not yet acknowledged online (issue 28.3), oldest first; scoped in the query. */
  async forHospitals(actor: Actor): Promise<PortalCriticalResultsResponse> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'c.hospital_id');
    const rows = await this.em.execute<CallRow[]>(`${SELECT} where ${scope.sql} and k.acknowledged_at is null order by k.released_at, k.id limit 200`, scope.params);
    return { criticalResults: rows.map((row) => toPortal(toDto(row))), total: rows.length };
  }

  /**
   * Someone at the hospital acknowledges a critical result online: who and when, once (a second
   * acknowledgement answers the first, unchanged). Another hospital's result, or none: 404, nothing written. Audited.
   */
  async acknowledge(actor: Actor, id: number): Promise<PortalCriticalResult> {
    return this.em.transactional(async (em) => {
      const scope = hospitalCondition(await hospitalScope(em, actor), 'c.hospital_id');
      const [row] = await em.execute<{ acknowledgedAt: Date | null }[]>(
        `select k.acknowledged_at as "acknowledgedAt" from critical_call k join pathology_case c on c.id = k.case_id where k.id = ? and ${scope.sql} for update of k`,
        [id, ...scope.params],
      );
      if (!row) throw new NotFoundException(coded('critical_result_not_found'));
      if (!row.acknowledgedAt) {
        await em.execute(`update critical_call set acknowledged_at = now(), acknowledged_by_id = ?, acknowledged_by_username = ? where id = ?`, [actor.id, actor.username, id]);
        this.audit.record(actor, { action: 'update', entity: CRITICAL_CALL_ENTITY, entityId: id, before: { acknowledgedAt: null }, after: { acknowledgedBy: actor.username } }, em);
        await em.flush();
      }
      const [after] = await em.execute<CallRow[]>(`${SELECT} where k.id = ?`, [id]);
      return toPortal(toDto(after!));
    });
  }

  /** Records the call: when (not before the release, not in the future), who was told, how, and the read-back. */
  async record(actor: Actor, id: number, request: RecordCallRequest): Promise<CriticalCallDto> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<{ releasedAt: Date; recordedAt: Date | null; recordedBy: string | null }[]>(
        'select released_at as "releasedAt", recorded_at as "recordedAt", recorded_by_username as "recordedBy" from critical_call where id = ? for update',
        [id],
      );
      if (!row) throw new NotFoundException('No such critical-result call.');
      if (row.recordedAt) throw new ConflictException(coded('call_already_recorded', { recorder: row.recordedBy ?? 'someone' }));
      const at = new Date(request.notifiedAt);
      if (at.getTime() < new Date(row.releasedAt).getTime() - 60_000) {
        throw new BadRequestException({ message: 'The hospital is told after the report is released.', errors: [{ field: 'notifiedAt', message: 'is before the release' }] });
      }
      if (at.getTime() > Date.now() + 5 * 60_000)
        throw new BadRequestException({ message: 'The call cannot be in the future.', errors: [{ field: 'notifiedAt', message: 'cannot be in the future' }] });
      await em.execute(
        `update critical_call set notified_at = ?, notified_person = ?, method = ?, read_back = ?, note = ?, recorded_by_id = ?, recorded_by_username = ?, recorded_at = now() where id = ?`,
        [at, request.notifiedPerson, request.method, request.readBack, request.note ?? null, actor.id, actor.username, id],
      );
      this.audit.record(
        actor,
        {
          action: 'update',
          entity: CRITICAL_CALL_ENTITY,
          entityId: id,
          before: null,
          after: { notifiedAt: at.toISOString(), notifiedPerson: request.notifiedPerson, method: request.method, readBack: request.readBack },
        },
        em,
      );
      await em.flush();
      const [dto] = await em.execute<CallRow[]>(`${SELECT} where k.id = ?`, [id]);
      return toDto(dto!);
    });
  }
}
