import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CreditNoteAppendOnly } from '../../database/triggers/credit-note-append-only.js';
import type { InvoiceKind } from '@pathdesk/contracts';
import { Invoice } from './invoice.entity.js';

/**
 * A credit note (ใบลดหนี้) against an issued invoice: numbered when it is made (its own gap-free
 * series per kind and Buddhist Era year, `credit_note_counter`) and never changed or deleted (a
 * trigger refuses both). The invoice's `credited` sums them. It prints the invoice's payer and lab
 * details, which are fixed on the invoice.
 */
@Entity({ tableName: 'credit_note' })
@Unique({ name: 'credit_note_kind_number_year_number_seq_unique', properties: ['kind', 'numberYear', 'numberSeq'] })
@Index({ name: 'credit_note_invoice_id_index', properties: ['invoice'] })
@Check({ name: 'credit_note_kind_check', expression: `kind in ('surgical', 'cytological', 'gynecological', 'additional', 'paraffin')` })
@Check({ name: 'credit_note_amount_check', expression: 'amount > 0 and vat >= 0 and vat <= amount' })
@CreditNoteAppendOnly()
export class CreditNote {
  [OptionalProps]?: 'vat' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Invoice, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  invoice!: Rel<Invoice>;

  @Property({ type: 'text' })
  kind!: InvoiceKind;

  @Property({ type: 'string', length: 20, unique: true })
  number!: string;

  @Property({ type: 'smallint' })
  numberYear!: number;

  @Property({ type: 'integer' })
  numberSeq!: number;

  @Property({ type: 'date' })
  issueDate!: string;

  @Property({ type: 'string', length: 500 })
  reason!: string;

  /** Taken off the invoice's balance, VAT included. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  /** The VAT within `amount` (0 on a VAT-exempt invoice). */
  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  vat: string = '0.00';

  @Property({ type: 'string', length: 100 })
  createdByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
