import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { LineSource } from '@pathdesk/contracts';
import { PathologyCase } from '../../cases/pathology-case.entity.js';
import { Invoice } from './invoice.entity.js';

/**
 * A line of an invoice: what it bills (a case, a done additional-test order, a sent paraffin
 * request), copied with its price when the draft is made. Only `excluded` and its reason change,
 * and only while the invoice is a draft — and, on a redraft (a draft replacing a void invoice), the
 * unit price, with the price drafted kept in `original_unit_price` and the reason.
 */
@Entity({ tableName: 'invoice_line' })
@Index({ name: 'invoice_line_invoice_id_position_index', properties: ['invoice', 'position'] })
@Index({ name: 'invoice_line_case_id_index', properties: ['case'] })
@Check({ name: 'invoice_line_source_check', expression: `source in ('case', 'additional', 'paraffin')` })
@Check({ name: 'invoice_line_excluded_check', expression: 'excluded = (exclude_reason is not null)' })
@Check({ name: 'invoice_line_amount_check', expression: 'quantity > 0 and unit_price >= 0 and amount = unit_price * quantity' })
@Check({ name: 'invoice_line_price_change_check', expression: '(original_unit_price is null) = (price_reason is null)' })
export class InvoiceLine {
  [OptionalProps]?: 'cgdCode' | 'parts' | 'quantity' | 'excluded' | 'excludeReason' | 'originalUnitPrice' | 'priceReason';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Invoice, { deleteRule: 'cascade', updateRule: 'cascade', index: false })
  invoice!: Rel<Invoice>;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  source!: LineSource;

  @Property({ type: 'integer' })
  sourceId!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @Property({ type: 'string', length: 20 })
  accessionNo!: string;

  @Property({ type: 'string', length: 300 })
  patientName!: string;

  @Property({ type: 'string', length: 20 })
  hn!: string;

  @Property({ type: 'date' })
  receivedDate!: string;

  @Property({ type: 'string', length: 500 })
  item!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  cgdCode: string | null = null;

  /** The letters of the case's parts the line bills, "A,B,C" (issue 27.5; migration 036), or null. */
  @Property({ type: 'string', length: 300, nullable: true })
  parts: string | null = null;

  @Property({ type: 'integer', default: 1 })
  quantity: number = 1;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  unitPrice!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'boolean', default: false })
  excluded: boolean = false;

  @Property({ type: 'string', length: 500, nullable: true })
  excludeReason: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  originalUnitPrice: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  priceReason: string | null = null;
}
