import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditLogAppendOnly } from '../database/triggers/audit-log-append-only.js';

export type AuditAction = 'create' | 'update' | 'delete' | 'cancel' | 'sign-out' | 'amend' | 'addendum' | 'view' | 'print' | 'download' | 'login' | 'logout';

/**
 * One change to (or disclosure of) a record: who, when, what, before and after. The table is
 * append-only: triggers refuse UPDATE, DELETE and TRUNCATE (the TRUNCATE one lives only in the
 * migration, since schema introspection cannot see statement-level TRUNCATE triggers).
 */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['entity', 'entityId', 'at'] })
@AuditLogAppendOnly()
export class AuditEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  @Property({ type: 'string', length: 100, nullable: true })
  actorUsername?: string | null;

  @Property({ type: 'string', length: 20 })
  action!: AuditAction;

  @Property({ type: 'string', length: 60 })
  entity!: string;

  @Property({ type: 'string', length: 60 })
  entityId!: string;

  @Property({ type: 'json', nullable: true })
  before?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  after?: Record<string, unknown> | null;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;
}
