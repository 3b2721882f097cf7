import { type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import type { LineSource } from '@pathdesk/contracts';
import { InvoiceLine } from './invoice-line.entity.js';
import { Invoice } from './invoice.entity.js';

/**
 * What is billed now: one row per case, order or request on a draft or issued invoice (and not
 * excluded from it). Its primary key is the rule "a line is billed at most once": a second claim
 * of the same thing fails in PostgreSQL, whatever races. Excluding a line, deleting a draft and
 * voiding an invoice delete the claims, so the things become billable again.
 */
@Entity({ tableName: 'invoice_claim' })
@Index({ name: 'invoice_claim_invoice_id_index', properties: ['invoice'] })
@Check({ name: 'invoice_claim_source_check', expression: `source in ('case', 'additional', 'paraffin')` })
export class InvoiceClaim {
  @PrimaryKey({ type: 'text' })
  source!: LineSource;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  sourceId!: number;

  @ManyToOne(() => Invoice, { deleteRule: 'cascade', updateRule: 'cascade', index: false })
  invoice!: Rel<Invoice>;

  @ManyToOne(() => InvoiceLine, { deleteRule: 'cascade', updateRule: 'cascade', unique: 'invoice_claim_line_id_unique' })
  line!: Rel<InvoiceLine>;
}
