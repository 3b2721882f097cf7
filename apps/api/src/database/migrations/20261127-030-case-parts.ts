import { Migration } from '@mikro-orm/migrations';

/**
 * Parts of a case (issue 27): a requisition's specimens are one accession, lettered A, B, … in
 * order. Every case that exists gets its part A from its specimen (with its containers and
 * collection time); a case whose blocks already name later letters (B3) gets those parts too —
 * and the letters between — with the case's specimen, so every block keeps its code and belongs to
 * a part. Released versions are not touched: they keep their text.
 */
export class Migration20261127030CaseParts extends Migration {
  override name = '20261127-030-case-parts';

  override up(): void {
    this.addSql(
      `create table "case_part" ("id" serial primary key, "case_id" int not null, "letter" varchar(2) not null, "position" smallint not null, "specimen" varchar(500) not null, "procedure" varchar(200) null, "containers" smallint not null default 1, "fixative" varchar(100) null, "collected_at" timestamptz null, "note" varchar(2000) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "case_part" add constraint "case_part_case_id_letter_unique" unique ("case_id", "letter");`);
    this.addSql(`alter table "case_part" add constraint "case_part_case_id_position_unique" unique ("case_id", "position");`);
    this.addSql(
      `alter table "case_part" add constraint "case_part_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `insert into "case_part" ("case_id", "letter", "position", "specimen", "containers", "collected_at")
       select c.id, case when i < 26 then chr(65 + i) else 'A' || chr(65 + i - 26) end, i + 1, c.specimen, case when i = 0 then c.containers else 1 end, c.collected_at
         from (select c.id, c.specimen, c.containers, c.collected_at,
                      least(51, coalesce(max(case when b.code ~ '^[A-Z][0-9]' then ascii(b.code) - 65
                                                  when b.code ~ '^A[A-Z][0-9]' then 26 + ascii(substr(b.code, 2, 1)) - 65 end), 0)) as top
                 from "pathology_case" c left join "bench_block" b on b.case_id = c.id
                group by c.id) c
         cross join lateral generate_series(0, c.top) as i
        order by c.id, i;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "case_part";`);
  }
}
