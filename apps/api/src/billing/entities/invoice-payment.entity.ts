import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Invoice } from './invoice.entity.js';

/**
 * A payment received against an issued invoice: never deleted, never changed but for its reversal
 * (who, when, why), after which it no longer counts. The invoice's `paid` sums those not reversed.
 */
@Entity({ tableName: 'invoice_payment' })
@Check({ name: 'invoice_payment_amount_check', expression: 'amount > 0' })
@Check({ name: 'invoice_payment_reversal_check', expression: '(reversed_at is null) = (reverse_reason is null) and (reversed_at is null) = (reversed_by_username is null)' })
export class InvoicePayment {
  [OptionalProps]?: 'note' | 'createdAt' | 'reversedAt' | 'reversedByUsername' | 'reverseReason';

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

  @Property({ type: 'datetime', nullable: true })
  reversedAt: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  reversedByUsername: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  reverseReason: string | null = null;
}
