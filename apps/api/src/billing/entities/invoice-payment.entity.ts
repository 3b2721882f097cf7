import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Invoice } from './invoice.entity.js';

/** A payment received against an issued invoice (never changed; the invoice's `paid` sums them). */
@Entity({ tableName: 'invoice_payment' })
@Check({ name: 'invoice_payment_amount_check', expression: 'amount > 0' })
export class InvoicePayment {
  [OptionalProps]?: 'note' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Invoice, { deleteRule: 'restrict', updateRule: 'cascade' })
  invoice!: Rel<Invoice>;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'string', length: 100 })
  reference!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  note: string | null = null;

  @Property({ type: 'string', length: 100 })
  createdByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
