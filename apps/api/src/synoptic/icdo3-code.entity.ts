import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { IcdO3Kind } from '@pathdesk/contracts';

/** A code of the lab's ICD-O-3 lists (topography C50.4, morphology 8500/3) with its term; loaded from CSV by an administrator. */
@Entity({ tableName: 'icdo3_code' })
@Check({ name: 'icdo3_code_kind_check', expression: `kind in ('topography', 'morphology')` })
export class IcdO3Code {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'text' })
  kind!: IcdO3Kind;

  @PrimaryKey({ type: 'string', length: 10 })
  code!: string;

  @Property({ type: 'string', length: 300 })
  term!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
