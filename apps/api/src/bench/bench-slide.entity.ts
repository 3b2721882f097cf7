import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { BenchBlock } from './bench-block.entity.js';

/** A slide: cut from a block ("A1-2") or the case's own (a smear, "S1"); unique in its case. */
@Entity({ tableName: 'bench_slide' })
@Unique({ name: 'bench_slide_case_id_code_unique', properties: ['case', 'code'] })
@Index({ name: 'bench_slide_block_id_index', properties: ['block'] })
export class BenchSlide {
  [OptionalProps]?: 'block' | 'createdAt' | 'createdByUsername';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @ManyToOne(() => BenchBlock, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: false })
  block: Rel<BenchBlock> | null = null;

  @Property({ type: 'string', length: 12 })
  code!: string;

  @Property({ type: 'string', length: 40 })
  stain!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'string', length: 100, nullable: true })
  createdByUsername: string | null = null;
}
