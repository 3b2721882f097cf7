import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The last credit note number per kind and Buddhist Era year (locked by the issuing transaction: gap-free). */
@Entity({ tableName: 'credit_note_counter' })
export class CreditNoteCounter {
  @PrimaryKey({ type: 'text' })
  kind!: string;

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}
