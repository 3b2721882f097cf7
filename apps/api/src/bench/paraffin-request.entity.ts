import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PARAFFIN_STATUSES, type ParaffinItem, type ParaffinStatus } from '@pathdesk/contracts';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';

/**
 * Blocks or unstained slides of a case lent outside: requested → sent → returned, or kept (not
 * coming back). The overdue list reads the index of what is out by its due date.
 */
@Entity({ tableName: 'paraffin_request' })
@Index({ name: 'paraffin_request_case_id_index', properties: ['case'] })
@Index({
  name: 'paraffin_request_out_due_back_date_index',
  expression: `create index "paraffin_request_out_due_back_date_index" on "paraffin_request" ("due_back_date") where status = 'sent'`,
})
@Check({ name: 'paraffin_request_dates_check', expression: 'returned_date is null or (sent_date is not null and returned_date >= sent_date)' })
@Check({ name: 'paraffin_request_bill_to_check', expression: 'bill_hospital_id is null or bill_company_id is null' })
export class ParaffinRequest {
  [OptionalProps]?:
    'hospital' | 'billHospital' | 'billCompany' | 'status' | 'sentDate' | 'courierNote' | 'dueBackDate' | 'returnedDate' | 'fee' | 'note' | 'createdAt' | 'updatedAt' | 'version';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @Property({ type: 'string', length: 200 })
  requester!: string;

  @ManyToOne(() => Hospital, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: false })
  hospital: Rel<Hospital> | null = null;

  /** Who pays the fee when the requester does (a hospital or a company); neither: the case's payer. */
  @ManyToOne(() => Hospital, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: false })
  billHospital: Rel<Hospital> | null = null;

  @ManyToOne(() => Cfgvalue, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: false })
  billCompany: Rel<Cfgvalue> | null = null;

  @Property({ type: 'string', length: 500 })
  purpose!: string;

  @Property({ type: 'json' })
  items!: ParaffinItem[];

  @Enum({ items: [...PARAFFIN_STATUSES], default: 'requested' })
  status: ParaffinStatus = 'requested';

  @Property({ type: 'date', nullable: true })
  sentDate: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  courierNote: string | null = null;

  @Property({ type: 'date', nullable: true })
  dueBackDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  returnedDate: string | null = null;

  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  fee: string | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  note: string | null = null;

  @Property({ type: 'string', length: 100 })
  createdByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'integer', default: 1 })
  version: number = 1;
}
