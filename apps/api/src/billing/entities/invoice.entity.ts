import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { InvoiceKind, InvoiceStatus, PayerDto, PayerType, VatMode } from '@pathdesk/contracts';

/**
 * An invoice of one kind for one payer and period. A draft's lines and amounts change; once issued
 * nothing here changes but the running totals of payments (`paid`, less those reversed) and credit
 * notes (`credited`) and, on a void, the void columns.
 * The payer's and the lab's details are copied at issue, so a reprint says what was issued.
 * Amounts are numeric in SQL and integer satang in code (domain/money.ts).
 */
@Entity({ tableName: 'invoice' })
@Unique({ name: 'invoice_kind_number_year_number_seq_unique', properties: ['kind', 'numberYear', 'numberSeq'] })
@Index({ name: 'invoice_kind_created_at_index', properties: ['kind', 'createdAt'] })
@Index({ name: 'invoice_kind_payer_type_payer_id_index', properties: ['kind', 'payerType', 'payerId'] })
@Index({ name: 'invoice_run_id_index', properties: ['runId'] })
@Check({ name: 'invoice_kind_check', expression: `kind in ('surgical', 'cytological', 'gynecological', 'additional', 'paraffin')` })
@Check({ name: 'invoice_status_check', expression: `status in ('draft', 'issued', 'void')` })
@Check({ name: 'invoice_payer_type_check', expression: `payer_type in ('hospital', 'company')` })
@Check({ name: 'invoice_vat_mode_check', expression: `vat_mode in ('exempt', 'vat7')` })
@Check({ name: 'invoice_number_check', expression: `(status = 'draft') = (number is null)` })
@Check({ name: 'invoice_void_reason_check', expression: `(status = 'void') = (void_reason is not null)` })
@Check({ name: 'invoice_period_check', expression: 'period_to >= period_from' })
@Check({ name: 'invoice_amounts_check', expression: 'discount >= 0 and discount <= subtotal and vat >= 0 and paid >= 0 and credited >= 0 and paid + credited <= total' })
export class Invoice {
  [OptionalProps]?:
    | 'status'
    | 'number'
    | 'numberYear'
    | 'numberSeq'
    | 'issueDate'
    | 'dueDate'
    | 'subtotal'
    | 'discount'
    | 'discountNote'
    | 'vatMode'
    | 'vatRate'
    | 'vat'
    | 'total'
    | 'paid'
    | 'credited'
    | 'lab'
    | 'note'
    | 'replacesId'
    | 'runId'
    | 'createdAt'
    | 'updatedAt'
    | 'issuedAt'
    | 'issuedByUsername'
    | 'voidedAt'
    | 'voidedByUsername'
    | 'voidReason'
    | 'version';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  kind!: InvoiceKind;

  @Property({ type: 'text', default: 'draft' })
  status: InvoiceStatus = 'draft';

  @Property({ type: 'string', length: 20, nullable: true, unique: true })
  number: string | null = null;

  /** The Buddhist Era year of the number and its place in the kind's run. */
  @Property({ type: 'smallint', nullable: true })
  numberYear: number | null = null;

  @Property({ type: 'integer', nullable: true })
  numberSeq: number | null = null;

  @Property({ type: 'text' })
  payerType!: PayerType;

  @Property({ type: 'integer' })
  payerId!: number;

  /** Sorted and searched in the lists. */
  @Property({ type: 'string', length: 300 })
  payerName!: string;

  @Property({ type: 'json' })
  payer!: PayerDto;

  @Property({ type: 'date' })
  periodFrom!: string;

  @Property({ type: 'date' })
  periodTo!: string;

  @Property({ type: 'date', nullable: true })
  issueDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  dueDate: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  subtotal: string = '0.00';

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  discount: string = '0.00';

  @Property({ type: 'string', length: 500, nullable: true })
  discountNote: string | null = null;

  @Property({ type: 'text', default: 'exempt' })
  vatMode: VatMode = 'exempt';

  @Property({ type: 'decimal', precision: 4, scale: 2, default: 0 })
  vatRate: string = '0.00';

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  vat: string = '0.00';

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  total: string = '0.00';

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  paid: string = '0.00';

  /** The sum of its credit notes. */
  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  credited: string = '0.00';

  /** The lab's details as printed, copied at issue. */
  @Property({ type: 'json', nullable: true })
  lab: Record<string, unknown> | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  note: string | null = null;

  /** The void invoice this one corrects. */
  @Property({ type: 'integer', nullable: true, unique: true })
  replacesId: number | null = null;

  /** The month-end run that made it. */
  @Property({ type: 'uuid', nullable: true })
  runId: string | null = null;

  @Property({ type: 'string', length: 100 })
  createdByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  issuedAt: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  issuedByUsername: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  voidedAt: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  voidedByUsername: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  voidReason: string | null = null;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;
}
