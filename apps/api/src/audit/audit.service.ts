import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntryDto } from '@pathdesk/contracts';
import type { auditQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditEntry, type AuditAction } from './audit-entry.entity.js';

export interface AuditRecord {
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** An audit record as list() reads it: its DTO, with the time in epoch milliseconds and the total of the query. */
type AuditRow = Omit<AuditEntryDto, 'at'> & { atMs: number; total: number };

@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Adds an entry to the unit of work of `em` (the caller's transaction), so the change and its
   * audit record are written together or not at all.
   */
  record(actor: Actor, record: AuditRecord, em: EntityManager = this.em): void {
    const entry = em.create(AuditEntry, {
      at: new Date(),
      actorId: actor.id,
      actorUsername: actor.username,
      action: record.action,
      entity: record.entity,
      entityId: String(record.entityId),
      before: record.before ?? null,
      after: record.after ?? null,
      reason: record.reason ?? null,
      ip: actor.ip,
    });
    em.persist(entry);
  }

  /** A page of the log, newest first, with the total; `entity` and `entityId` narrow it to one kind of record or one record. */
  async list(query: AuditQuery): Promise<{ audit: AuditEntryDto[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.entity) {
      where.push('entity = ?');
      params.push(query.entity);
    }
    if (query.entityId) {
      where.push('entity_id = ?');
      params.push(query.entityId);
    }
    const condition = where.length ? `where ${where.join(' and ')}` : '';
    const rows = await this.em.execute<AuditRow[]>(
      `select id::text, floor(extract(epoch from at) * 1000)::float8 as "atMs", actor_id as "actorId", actor_username as "actorUsername", action, entity,
              entity_id as "entityId", before, after, reason, ip, count(*) over ()::int as total
         from audit_log ${condition} order by id desc limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    const total = rows.length
      ? rows[0]!.total
      : query.first > 0
        ? Number((await this.em.execute<{ n: number }[]>(`select count(*)::int as n from audit_log ${condition}`, params))[0]!.n)
        : 0;
    return {
      audit: rows.map(({ id, atMs, total: _total, ...entry }) => ({ id, at: new Date(Number(atMs)).toISOString(), ...entry })),
      total,
    };
  }
}
