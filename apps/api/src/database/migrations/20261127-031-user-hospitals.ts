import { Migration } from '@mikro-orm/migrations';

/**
 * The hospitals an account belongs to (issue 28.1): a guest reads only its hospitals' records. One
 * row per account and hospital; `all_hospitals` is an administrator's explicit "all hospitals" (a
 * lab's own read-only account). The hospital index serves "who belongs to this hospital".
 */
export class Migration20261127031UserHospitals extends Migration {
  override name = '20261127-031-user-hospitals';

  override up(): void {
    this.addSql(`alter table "app_user" add column "all_hospitals" boolean not null default false;`);
    this.addSql(`create table "app_user_hospital" ("user_id" int not null, "hospital_id" int not null, primary key ("user_id", "hospital_id"));`);
    this.addSql(`create index "app_user_hospital_hospital_id_index" on "app_user_hospital" ("hospital_id");`);
    this.addSql(
      `alter table "app_user_hospital" add constraint "app_user_hospital_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "app_user_hospital" add constraint "app_user_hospital_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on update cascade on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "app_user_hospital";`);
    this.addSql(`alter table "app_user" drop column if exists "all_hospitals";`);
  }
}
