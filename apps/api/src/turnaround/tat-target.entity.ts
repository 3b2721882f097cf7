import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, type CaseKind } from '@pathdesk/contracts';

/** The TAT target of a case kind (Lab settings → turnaround); DEFAULT_TAT_TARGETS until saved. */
@Entity({ tableName: 'tat_target' })
export class TatTargetRow {
  [OptionalProps]?: 'updatedAt' | 'updatedByUsername';

  @PrimaryKey({ type: 'text' })
  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  @Property({ type: 'smallint' })
  days!: number;

  @Property({ type: 'double' })
  share!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'string', length: 100, nullable: true })
  updatedByUsername: string | null = null;
}
