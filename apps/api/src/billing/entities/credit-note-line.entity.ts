import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CreditNoteAppendOnly } from '../../database/triggers/credit-note-append-only.js';
import { CreditNote } from './credit-note.entity.js';
import { InvoiceLine } from './invoice-line.entity.js';

/** An invoice line credited whole by a credit note (never changed). Its primary key is the line: credited once, ever. */
@Entity({ tableName: 'credit_note_line' })
@CreditNoteAppendOnly()
@Index({ name: 'credit_note_line_credit_note_id_index', properties: ['creditNote'] })
export class CreditNoteLine {
  @ManyToOne(() => InvoiceLine, { primary: true, deleteRule: 'restrict', updateRule: 'cascade' })
  line!: Rel<InvoiceLine>;

  @ManyToOne(() => CreditNote, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  creditNote!: Rel<CreditNote>;

  /** The line's amount, as credited (before VAT). */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;
}
