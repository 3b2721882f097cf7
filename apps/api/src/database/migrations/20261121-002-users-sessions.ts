import { Migration } from '@mikro-orm/migrations';

/** Users (User), sign-in throttling (LoginThrottle) and the sessions (auth/session-store.ts). */
export class Migration20261121002UsersSessions extends Migration {
  override name = '20261121-002-users-sessions';

  override up(): void {
    this.addSql(
      `create table "login_throttle" ("key" varchar(200) not null, "failures" int not null, "window_start" timestamptz not null, "locked_until" timestamptz null, primary key ("key"));`,
    );
    this.addSql(
      `create table "app_user" ("id" serial primary key, "username" varchar(50) not null, "name" varchar(200) not null, "role" varchar(20) not null, "password_hash" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "last_login_at" timestamptz null, "password_changed_at" timestamptz null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_username_unique" unique ("username");`);
    // The session store's table (connect-pg-simple's layout); not an entity, so the schema diff skips it.
    this.addSql(`create table "session" ("sid" varchar not null collate "default", "sess" json not null, "expire" timestamp(6) not null, primary key ("sid"));`);
    this.addSql(`create index "IDX_session_expire" on "session" ("expire");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "session";`);
    this.addSql(`drop table if exists "app_user";`);
    this.addSql(`drop table if exists "login_throttle";`);
  }
}
