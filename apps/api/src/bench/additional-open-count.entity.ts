import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * How many open (ordered or in progress) additional-test orders each test has: the worklist's
 * chips and total when no filter narrows the open orders, read in one short scan of a few dozen
 * rows instead of counting every open order (6 ms at 20,000 open orders, most of a request).
 * Kept by statement-level triggers on additional_order (migration 019, declared in
 * database/triggers/additional-open-count.ts); the API never writes it. A test with no open order may have a
 * row with 0.
 */
@Entity({ tableName: 'additional_open_count' })
@Check({ name: 'additional_open_count_n_check', expression: 'n >= 0' })
export class AdditionalOpenCount {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  testId!: number;

  @Property({ type: 'integer' })
  n!: number;
}
