import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The last number issued per invoice kind and Buddhist Era year (locked by the issuing transaction: gap-free). */
@Entity({ tableName: 'invoice_counter' })
export class InvoiceCounter {
  @PrimaryKey({ type: 'text' })
  kind!: string;

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}
