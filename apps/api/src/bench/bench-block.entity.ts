import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BLOCK_TYPES, type BlockType } from '@pathdesk/contracts';
import { PathologyCase } from '../cases/pathology-case.entity.js';

/**
 * A block of a case: a cassette (part letter + number, "A1") or a cell block, unique in its case.
 * Its code is printed on the cassette: once it has slides or orders it is never renamed.
 * `created_at` is when it was grossed (the day's label sheet reads it).
 */
@Entity({ tableName: 'bench_block' })
@Unique({ name: 'bench_block_case_id_code_unique', properties: ['case', 'code'] })
@Index({ name: 'bench_block_created_at_index', properties: ['createdAt'] })
export class BenchBlock {
  [OptionalProps]?: 'type' | 'description' | 'createdAt' | 'createdByUsername' | 'version';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @Enum({ items: [...BLOCK_TYPES], default: 'cassette' })
  type: BlockType = 'cassette';

  @Property({ type: 'string', length: 6 })
  code!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  description: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'string', length: 100, nullable: true })
  createdByUsername: string | null = null;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;
}
