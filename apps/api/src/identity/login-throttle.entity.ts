import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Failed sign-ins per username (`user:<name>`) and per client address (`ip:<address>`), kept in
 * PostgreSQL so that every API replica sees the same counts.
 */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  @PrimaryKey({ type: 'string', length: 200 })
  key!: string;

  @Property({ type: 'integer' })
  failures!: number;

  @Property({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'datetime', nullable: true })
  lockedUntil: Date | null = null;
}
