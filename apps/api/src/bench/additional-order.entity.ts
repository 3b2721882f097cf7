import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ADDITIONAL_STATUSES, type AdditionalStatus, type PriceSource } from '@pathdesk/contracts';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { BenchBlock } from './bench-block.entity.js';
import { BenchSlide } from './bench-slide.entity.js';
import { LabTest } from './lab-test.entity.js';
import { OpenCountTriggers } from '../database/triggers/additional-open-count.js';

/**
 * An additional test ordered on a block (with the slide cut for it) or on the case. Moves
 * ordered → in_progress → done, or cancelled with a reason; done and cancelled are final. The price
 * is resolved when it is done (billable) and kept here.
 *
 * The open-orders worklist reads the partial index of open orders by age (and by test), so its page
 * and its count touch only the open ones however many orders are done.
 */
@Entity({ tableName: 'additional_order' })
@OpenCountTriggers()
@Index({ name: 'additional_order_case_id_index', properties: ['case'] })
@Index({ name: 'additional_order_block_id_index', properties: ['block'] })
@Index({
  name: 'additional_order_open_ordered_at_index',
  expression: `create index "additional_order_open_ordered_at_index" on "additional_order" ("ordered_at", "id") include ("test_id") where status in ('ordered', 'in_progress')`,
})
@Index({
  name: 'additional_order_open_test_id_ordered_at_index',
  expression: `create index "additional_order_open_test_id_ordered_at_index" on "additional_order" ("test_id", "ordered_at", "id") where status in ('ordered', 'in_progress')`,
})
@Index({ name: 'additional_order_status_ordered_at_index', properties: ['status', 'orderedAt', 'id'] })
@Check({ name: 'additional_order_cancel_reason_check', expression: `(status = 'cancelled') = (cancel_reason is not null)` })
@Check({ name: 'additional_order_price_check', expression: `(status = 'done') = (price is not null)` })
export class AdditionalOrder {
  [OptionalProps]?:
    | 'block'
    | 'slide'
    | 'status'
    | 'note'
    | 'resultNote'
    | 'price'
    | 'priceSource'
    | 'orderedById'
    | 'orderedAt'
    | 'startedByUsername'
    | 'startedAt'
    | 'doneByUsername'
    | 'doneAt'
    | 'cancelledByUsername'
    | 'cancelledAt'
    | 'cancelReason'
    | 'version';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @ManyToOne(() => BenchBlock, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: false })
  block: Rel<BenchBlock> | null = null;

  @OneToOne(() => BenchSlide, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', owner: true })
  slide: Rel<BenchSlide> | null = null;

  @ManyToOne(() => LabTest, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  test!: Rel<LabTest>;

  @Enum({ items: [...ADDITIONAL_STATUSES], default: 'ordered' })
  status: AdditionalStatus = 'ordered';

  @Property({ type: 'string', length: 1000, nullable: true })
  note: string | null = null;

  @Property({ type: 'text', nullable: true })
  resultNote: string | null = null;

  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  price: string | null = null;

  @Enum({ items: ['company', 'hospital', 'default'], nullable: true })
  priceSource: PriceSource | null = null;

  @Property({ type: 'integer', nullable: true })
  orderedById: number | null = null;

  @Property({ type: 'string', length: 100 })
  orderedByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  orderedAt: Date = new Date();

  @Property({ type: 'string', length: 100, nullable: true })
  startedByUsername: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  doneByUsername: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  doneAt: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  cancelledByUsername: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  cancelReason: string | null = null;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;
}
