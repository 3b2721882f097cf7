import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { PathologyCase } from '../cases/pathology-case.entity.js';

/**
 * A case's co-signature (issue 32.2): the pathologist asked to co-sign, and — once they have — when,
 * and the result's version they signed. A result saved after it needs their signature again.
 */
@Entity({ tableName: 'result_cosign' })
export class ResultCosign {
  [OptionalProps]?: 'requestedAt' | 'signedAt' | 'signedResultVersion';

  @OneToOne(() => PathologyCase, { primary: true, owner: true, deleteRule: 'restrict', updateRule: 'cascade' })
  case!: Rel<PathologyCase>;

  @Property({ type: 'string', length: 50 })
  cosignerUsername!: string;

  @Property({ type: 'string', length: 100 })
  requestedByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  signedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  signedResultVersion: number | null = null;
}
