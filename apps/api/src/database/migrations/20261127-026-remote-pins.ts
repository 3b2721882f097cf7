import { Migration } from '@mikro-orm/migrations';

/**
 * The version of a remote an administrator pinned (issue 33.4): the shell is given that release
 * instead of the newest until the pin is taken away. One row per pinned remote; who and when.
 */
export class Migration20261127026RemotePins extends Migration {
  override name = '20261127-026-remote-pins';

  override up(): void {
    this.addSql(
      `create table "remote_pin" ("remote" varchar(31) not null, "version" varchar(64) not null, "pinned_by_id" int null, "pinned_by_username" varchar(100) null, "pinned_at" timestamptz not null default now(), primary key ("remote"));`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "remote_pin";`);
  }
}
