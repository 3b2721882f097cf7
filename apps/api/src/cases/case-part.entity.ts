import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CaseFactPartTriggers } from '../database/triggers/case-fact-parts.js';
import { PathologyCase } from './pathology-case.entity.js';

/**
 * A part of a case (issue 27): one specimen of the requisition, lettered A, B, … Z, AA … AZ in
 * order (`position` 1, 2, …). Blocks belong to the part their code starts with (A1 is part A's).
 * Written only by the cases module (registration and edits); migration 030 gave every case that
 * existed its part A from the case's specimen.
 */
@Entity({ tableName: 'case_part' })
@Unique({ name: 'case_part_case_id_letter_unique', properties: ['case', 'letter'] })
@Unique({ name: 'case_part_case_id_position_unique', properties: ['case', 'position'] })
@CaseFactPartTriggers()
export class CasePart {
  [OptionalProps]?: 'procedure' | 'containers' | 'fixative' | 'collectedAt' | 'note' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @Property({ type: 'string', length: 2 })
  letter!: string;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 500 })
  specimen!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  procedure: string | null = null;

  @Property({ type: 'smallint', default: 1 })
  containers: number = 1;

  @Property({ type: 'string', length: 100, nullable: true })
  fixative: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  collectedAt: Date | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
