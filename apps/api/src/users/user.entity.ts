import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { LANGUAGES, type Language } from '@pathdesk/contracts';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';

/**
 * A person who signs in. Usernames are stored in lower case (they are case-insensitive). A deleted
 * user is kept (reports and the audit log name them) but can no longer sign in or be listed.
 */
@Entity({ tableName: 'app_user' })
export class User {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'lastLoginAt' | 'passwordChangedAt' | 'deletedAt' | 'staffId' | 'language' | 'allHospitals' | 'mayOrder';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 50, unique: true })
  username!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  /** admin, user, doctor, guest — or anything else (e.g. "pending"), which reaches nothing. */
  @Property({ type: 'string', length: 20 })
  role!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  passwordChangedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  /** The pathologist or screener record (cfgvalue) this account signs as (issue 16.6). */
  @ManyToOne(() => Cfgvalue, { nullable: true, mapToPk: true, fieldName: 'staff_id', deleteRule: 'restrict', updateRule: 'cascade' })
  staffId: number | null = null;

  /** The language the user chose in the top bar (issue 16.1); null: the lab's default. */
  @Enum({ items: [...LANGUAGES], nullable: true })
  language: Language | null = null;

  /** An administrator's explicit "all hospitals" (issue 28.1): a lab's own read-only account; else its hospitals are in app_user_hospital. */
  @Property({ type: 'boolean', default: false })
  allHospitals: boolean = false;

  /** Whether this account may order online requisitions for its hospitals (issue 28.4). */
  @Property({ type: 'boolean', default: false })
  mayOrder: boolean = false;
}
