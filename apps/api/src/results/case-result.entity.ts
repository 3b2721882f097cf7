import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, type CaseKind, type ResultFields } from '@pathdesk/contracts';
import { PathologyCase } from '../cases/pathology-case.entity.js';

/**
 * The result of a case (what the pathologist or screener writes), one row per case once it was
 * first saved: every field of its kind in `fields` (the contracts' names, e.g. `pathologistId`),
 * `version` for optimistic locking (a stale save is refused). After sign-out this row is the
 * amendment draft; what was released lives, unchangeable, in report_version.
 *
 * The GIN index (jsonb_path_ops) answers "which results name this pathologist / screener / comment"
 * (`fields @> '{"pathologistId": 7}'`) for the lookups' usage checks without reading every result.
 */
@Entity({ tableName: 'case_result' })
@Index({
  name: 'case_result_fields_gin_index',
  expression: 'create index "case_result_fields_gin_index" on "case_result" using gin ("fields" jsonb_path_ops)',
})
export class CaseResult {
  [OptionalProps]?: 'version' | 'updatedAt' | 'updatedById' | 'updatedByUsername';

  @ManyToOne(() => PathologyCase, { primary: true, deleteRule: 'restrict', updateRule: 'cascade' })
  case!: Rel<PathologyCase>;

  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  @Property({ type: 'json' })
  fields!: ResultFields;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  updatedById: number | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  updatedByUsername: string | null = null;
}
