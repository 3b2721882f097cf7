import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A synoptic template version an administrator retired: refused on a new case, kept by the cases
 * written with it. No row: the version is in use. Bringing a version back deletes its row.
 */
@Entity({ tableName: 'synoptic_template_retirement' })
export class TemplateRetirement {
  [OptionalProps]?: 'retiredAt';

  @PrimaryKey({ type: 'string', length: 60 })
  templateId!: string;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  version!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  retiredAt: Date = new Date();

  @Property({ type: 'string', length: 100 })
  retiredByUsername!: string;

  @Property({ type: 'string', length: 500 })
  reason!: string;
}
