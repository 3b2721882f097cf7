import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, type CaseKind } from '@pathdesk/contracts';
import { DispatchAppendOnly } from '../database/triggers/dispatch-append-only.js';

/**
 * One sending of released reports to a hospital: the merged PDF exactly as sent (cover sheet and
 * reports), who made it and when. Append-only (triggers refuse UPDATE and DELETE): a reprint
 * serves the stored bytes, a corrected report goes out in a new dispatch.
 */
@Entity({ tableName: 'dispatch' })
@Index({ name: 'dispatch_created_at_index', expression: 'create index "dispatch_created_at_index" on "dispatch" ("created_at" desc, "id" desc)' })
@Index({
  name: 'dispatch_hospital_id_created_at_index',
  expression: 'create index "dispatch_hospital_id_created_at_index" on "dispatch" ("hospital_id", "created_at" desc, "id" desc)',
})
@DispatchAppendOnly()
export class Dispatch {
  [OptionalProps]?: 'note' | 'createdAt' | 'createdById';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  @Property({ type: 'integer' })
  hospitalId!: number;

  @Property({ type: 'string', length: 300 })
  hospitalName!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  note: string | null = null;

  @Property({ type: 'integer' })
  reportCount!: number;

  @Property({ type: 'integer' })
  amendedCount!: number;

  @Property({ type: 'integer' })
  pageCount!: number;

  @Property({ type: 'blob', lazy: true })
  pdf!: Buffer;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  createdById: number | null = null;

  @Property({ type: 'string', length: 100 })
  createdByUsername!: string;
}
