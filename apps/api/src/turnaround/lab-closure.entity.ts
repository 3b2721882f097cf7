import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Days the lab is closed besides weekends and public holidays (from and to inclusive). */
@Entity({ tableName: 'lab_closure' })
@Check({ name: 'lab_closure_days_check', expression: 'to_day >= from_day' })
export class LabClosure {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'date' })
  fromDay!: string;

  @Property({ type: 'date' })
  toDay!: string;

  @Property({ type: 'string', length: 200 })
  reason!: string;
}
