import { DecimalType, OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, ERAS, PRICE_PER, STATUSES, type CaseKind, type Era, type PricePer, type Status } from '@pathdesk/contracts';

/**
 * How accession numbers of a case kind are written: letters + two-digit year (BE or CE) + '-' +
 * a number zero-padded to `width`. At most one prefix per kind is active (a partial unique index).
 * Once a number has been issued with a prefix (an accession_counter row exists), its kind,
 * letters, era and width are fixed: a new format is a new prefix.
 */
@Entity({ tableName: 'setting_prefix' })
@Unique({ name: 'setting_prefix_active_kind_unique', properties: ['kind'], where: `status = 'active'` })
@Check({ name: 'setting_prefix_width_check', expression: 'width >= 3 and width <= 8' })
export class SettingPrefix {
  [OptionalProps]?: 'era' | 'width' | 'status' | 'defaultPrice' | 'pricePer' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  @Property({ type: 'string', length: 5 })
  letters!: string;

  @Enum({ items: [...ERAS], default: 'BE' })
  era: Era = 'BE';

  @Property({ type: 'smallint', default: 5 })
  width: number = 5;

  @Enum({ items: [...STATUSES], default: 'active' })
  status: Status = 'active';

  /** THB: what a new case of this kind costs unless its registration says otherwise. */
  @Property({ type: new DecimalType('number'), precision: 10, scale: 2, default: 0 })
  defaultPrice: number = 0;

  /** A case of this kind is billed once, or once per part (issue 27.5; migration 036). */
  @Enum({ items: [...PRICE_PER], default: 'case' })
  pricePer: PricePer = 'case';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
