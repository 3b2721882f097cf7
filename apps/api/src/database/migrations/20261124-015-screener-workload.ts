import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 15.4, screener workload (42 CFR 493.1274(d)): the hours of screening each screener declares
 * per lab day (screening_day), and every screening counted against its screener (screening: one per
 * case, the slides as the rule counts them). SQL-only tables (workload/), like migration 012's.
 */
export class Migration20261124015ScreenerWorkload extends Migration {
  override name = '20261124-015-screener-workload';

  override up(): void {
    this.addSql(`create table "screening_day" (
      "screener_id" int not null references "cfgvalue" ("id") on delete restrict,
      "day" date not null,
      "hours" numeric(4,2) not null check ("hours" > 0 and "hours" <= 24),
      "updated_at" timestamptz not null default now(),
      "updated_by_username" varchar(100) null,
      primary key ("screener_id", "day")
    );`);
    this.addSql(`create table "screening" (
      "id" serial primary key,
      "case_id" int not null unique references "pathology_case" ("id") on delete restrict,
      "screener_id" int not null references "cfgvalue" ("id") on delete restrict,
      "user_id" int null,
      "day" date not null,
      "slide_count" int not null check ("slide_count" > 0),
      "liquid_based" boolean not null default false,
      "slides" numeric(6,1) not null check ("slides" > 0),
      "screened_at" timestamptz not null default now(),
      "recorded_by_username" varchar(100) null,
      "override" boolean not null default false
    );`);
    this.addSql(`create index "screening_screener_id_day_index" on "screening" ("screener_id", "day");`);
  }
}
