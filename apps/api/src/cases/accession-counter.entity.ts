import { PrimaryKeyProp, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SettingPrefix } from '../lookups/prefixes/setting-prefix.entity.js';

/**
 * The last accession number issued per prefix and lab year. Registration takes the next numbers
 * with one upsert (`… on conflict do update set last_number = last_number + n returning …`) in its
 * own transaction: the row lock makes concurrent registrations take turns, and a registration that
 * rolls back gives its numbers back with it (no case ever had them). A row exists only once a
 * number was issued, which is what locks the prefix's format (setting-prefixes.service.ts).
 */
@Entity({ tableName: 'accession_counter' })
export class AccessionCounter {
  [PrimaryKeyProp]?: ['prefix', 'year'];

  @ManyToOne(() => SettingPrefix, { primary: true, deleteRule: 'restrict', updateRule: 'cascade' })
  prefix!: Rel<SettingPrefix>;

  /** The lab's calendar year (CE; the lab clock's, LAB_TIME_ZONE). */
  @PrimaryKey({ type: 'smallint' })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}
