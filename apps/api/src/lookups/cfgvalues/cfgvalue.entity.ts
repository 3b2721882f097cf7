import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CFG_CATEGORIES, STATUSES, type CfgCategory, type Status } from '@pathdesk/contracts';

/** How names are compared within a category: without regard to case or surrounding spaces. */
export function cfgNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * One entry of a configuration list (name titles, screeners, pathologists, specimen types,
 * gynecological comments, companies). `nameKey` is the name as compared for uniqueness; it never
 * leaves the API.
 */
@Entity({ tableName: 'cfgvalue' })
@Unique({ name: 'cfgvalue_category_name_key_unique', properties: ['category', 'nameKey'] })
@Index({ name: 'cfgvalue_category_sort_order_name_index', properties: ['category', 'sortOrder', 'name'] })
export class Cfgvalue {
  [OptionalProps]?: 'value' | 'description' | 'sortOrder' | 'status' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: [...CFG_CATEGORIES] })
  category!: CfgCategory;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 200, hidden: true })
  nameKey!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  value: string | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  description: string | null = null;

  @Property({ type: 'integer', default: 0 })
  sortOrder: number = 0;

  @Enum({ items: [...STATUSES], default: 'active' })
  status: Status = 'active';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
