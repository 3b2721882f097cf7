import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30.3: a biomarker's result (ER, PR, HER2, Ki-67, mismatch repair, PD-L1) entered by the
 * pathologist on its additional test — what was entered and what it computes to — one per order.
 */
export class Migration20261128044AdditionalBiomarker extends Migration {
  override name = '20261128-044-additional-biomarker';

  override up(): void {
    this.addSql(
      `create table "additional_biomarker" ("order_id" int not null, "template" text not null, "input" jsonb not null, "result" jsonb not null, "entered_by_username" varchar(100) not null, "entered_at" timestamptz not null default now(), "version" int not null default 1, primary key ("order_id"));`,
    );
    this.addSql(
      `alter table "additional_biomarker" add constraint "additional_biomarker_order_id_foreign" foreign key ("order_id") references "additional_order" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "additional_biomarker" add constraint "additional_biomarker_template_check" check ("template" in ('er', 'pr', 'her2-ihc', 'ki67', 'mmr', 'pd-l1'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "additional_biomarker";`);
  }
}
