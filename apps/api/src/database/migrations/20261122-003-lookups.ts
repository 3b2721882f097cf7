import { Migration } from '@mikro-orm/migrations';

/**
 * Lookups: config values (Cfgvalue), hospitals (Hospital), doctors (Doctor) and accession prefixes
 * (SettingPrefix). pg_trgm (a trusted extension) backs the "contains" searches with GIN indexes,
 * without GIN's pending list (fastupdate = off): these tables are read far more than written, and
 * a pending list makes every search scan it until the next vacuum.
 */
export class Migration20261122003Lookups extends Migration {
  override name = '20261122-003-lookups';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(
      `create table "cfgvalue" ("id" serial primary key, "category" text not null, "name" varchar(200) not null, "name_key" varchar(200) not null, "value" varchar(200) null, "description" varchar(1000) null, "sort_order" int not null default 0, "status" text not null default 'active', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "cfgvalue_category_sort_order_name_index" on "cfgvalue" ("category", "sort_order", "name");`);
    this.addSql(`alter table "cfgvalue" add constraint "cfgvalue_category_name_key_unique" unique ("category", "name_key");`);
    this.addSql(
      `alter table "cfgvalue" add constraint "cfgvalue_category_check" check ("category" in ('prefix', 'screener', 'pathologist', 'cytologicaltype', 'gynecologicaltype', 'gynecologicalcomment', 'company'));`,
    );
    this.addSql(`alter table "cfgvalue" add constraint "cfgvalue_status_check" check ("status" in ('active', 'inactive'));`);

    this.addSql(
      `create table "hospital" ("id" serial primary key, "code" varchar(20) not null, "name_th" varchar(300) not null, "name_en" varchar(300) null, "address" varchar(1000) null, "tax_id" varchar(13) null, "phone" varchar(50) null, "contact" varchar(200) null, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "hospital" add constraint "hospital_code_unique" unique ("code");`);
    this.addSql(`alter table "hospital" add constraint "hospital_code_upper_check" check (code = upper(code));`);
    this.addSql(`create unique index "hospital_name_th_lower_unique" on "hospital" (lower("name_th"));`);
    this.addSql(`create index "hospital_active_name_th_index" on "hospital" ("active", "name_th");`);
    this.addSql(`create index "hospital_name_th_trgm_index" on "hospital" using gin ("name_th" gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "hospital_name_en_trgm_index" on "hospital" using gin ("name_en" gin_trgm_ops) with (fastupdate = off);`);

    this.addSql(
      `create table "doctor" ("id" serial primary key, "title" varchar(50) null, "name" varchar(300) not null, "licence_no" varchar(20) null, "hospital_id" int not null, "phone" varchar(50) null, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "doctor" add constraint "doctor_licence_no_unique" unique ("licence_no");`);
    this.addSql(
      `alter table "doctor" add constraint "doctor_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "doctor_hospital_id_active_name_index" on "doctor" ("hospital_id", "active", "name");`);
    this.addSql(`create index "doctor_name_id_index" on "doctor" ("name", "id");`);
    this.addSql(`create index "doctor_name_trgm_index" on "doctor" using gin ("name" gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "doctor_licence_no_trgm_index" on "doctor" using gin ("licence_no" gin_trgm_ops) with (fastupdate = off);`);

    this.addSql(
      `create table "setting_prefix" ("id" serial primary key, "kind" text not null, "letters" varchar(5) not null, "era" text not null default 'BE', "width" smallint not null default 5, "status" text not null default 'active', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    // At most one active prefix per case kind.
    this.addSql(`create unique index "setting_prefix_active_kind_unique" on "setting_prefix" ("kind") where status = 'active';`);
    this.addSql(`alter table "setting_prefix" add constraint "setting_prefix_width_check" check (width >= 3 and width <= 8);`);
    this.addSql(`alter table "setting_prefix" add constraint "setting_prefix_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological'));`);
    this.addSql(`alter table "setting_prefix" add constraint "setting_prefix_era_check" check ("era" in ('BE', 'CE'));`);
    this.addSql(`alter table "setting_prefix" add constraint "setting_prefix_status_check" check ("status" in ('active', 'inactive'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "setting_prefix";`);
    this.addSql(`drop table if exists "doctor";`);
    this.addSql(`drop table if exists "hospital";`);
    this.addSql(`drop table if exists "cfgvalue";`);
    // pg_trgm stays: other objects may use it.
  }
}
