import { Migration } from '@mikro-orm/migrations';

/** Issue 32.2: a case's co-signature — the pathologist asked, and the result's version they signed. */
export class Migration20261128046ResultCosign extends Migration {
  override name = '20261128-046-result-cosign';

  override up(): void {
    this.addSql(
      `create table "result_cosign" ("case_id" int not null, "cosigner_username" varchar(50) not null, "requested_by_username" varchar(100) not null, "requested_at" timestamptz not null default now(), "signed_at" timestamptz null, "signed_result_version" int null, primary key ("case_id"));`,
    );
    this.addSql(
      `alter table "result_cosign" add constraint "result_cosign_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "result_cosign";`);
  }
}
