import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24.6, correcting an invoice after it was issued: a payment's reversal (who, when, why; the
 * row stays), credit notes (ใบลดหนี้) with their own gap-free series and lines credited once,
 * never changed (row triggers), the invoice's running `credited`, a redraft's changed unit price
 * with its reason — and a month-end run that issued nothing keeps no files.
 */
export class Migration20261124021BillingCorrections extends Migration {
  override name = '20261124-021-billing-corrections';

  override up(): void {
    this.addSql(`create table "credit_note_counter" ("kind" text not null, "year" smallint not null, "last_number" int not null, primary key ("kind", "year"));`);
    this.addSql(`create table "credit_note" ("id" serial primary key, "invoice_id" int not null, "kind" text not null, "number" varchar(20) not null, "number_year" smallint not null, "number_seq" int not null, "issue_date" date not null, "reason" varchar(500) not null, "amount" numeric(12,2) not null, "vat" numeric(12,2) not null default 0, "created_by_username" varchar(100) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_number_unique" unique ("number");`);
    this.addSql(`create index "credit_note_invoice_id_index" on "credit_note" ("invoice_id");`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_kind_number_year_number_seq_unique" unique ("kind", "number_year", "number_seq");`);
    this.addSql(`create table "credit_note_line" ("line_id" int not null, "credit_note_id" int not null, "amount" numeric(12,2) not null, primary key ("line_id"));`);
    this.addSql(`create index "credit_note_line_credit_note_id_index" on "credit_note_line" ("credit_note_id");`);
    this.addSql(`alter table "invoice" drop constraint "invoice_amounts_check";`);
    this.addSql(`alter table "invoice" add "credited" numeric(12,2) not null default 0;`);
    this.addSql(`alter table "invoice" add constraint "invoice_amounts_check" check (discount >= 0 and discount <= subtotal and vat >= 0 and paid >= 0 and credited >= 0 and paid + credited <= total);`);
    this.addSql(`alter table "invoice_payment" add "reversed_at" timestamptz null, add "reversed_by_username" varchar(100) null, add "reverse_reason" varchar(500) null;`);
    this.addSql(`alter table "invoice_payment" add constraint "invoice_payment_reversal_check" check ((reversed_at is null) = (reverse_reason is null) and (reversed_at is null) = (reversed_by_username is null));`);
    this.addSql(`alter table "invoice_line" add "original_unit_price" numeric(12,2) null, add "price_reason" varchar(500) null;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_price_change_check" check ((original_unit_price is null) = (price_reason is null));`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_amount_check" check (amount > 0 and vat >= 0 and vat <= amount);`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_kind_check" check (kind in ('surgical', 'cytological', 'gynecological', 'additional', 'paraffin'));`);
    this.addSql(`create or replace function "credit_note_no_change_fn"() returns trigger as $$ begin raise exception 'credit notes never change: % is not allowed', tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_change" BEFORE UPDATE OR DELETE on "credit_note" for each ROW execute function "credit_note_no_change_fn"();`);
    this.addSql(`alter table "credit_note_line" add constraint "credit_note_line_line_id_foreign" foreign key ("line_id") references "invoice_line" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "credit_note_line" add constraint "credit_note_line_credit_note_id_foreign" foreign key ("credit_note_id") references "credit_note" ("id") on update cascade on delete restrict;`);
    this.addSql(`create or replace function "credit_note_line_no_change_fn"() returns trigger as $$ begin raise exception 'credit notes never change: % is not allowed', tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_change" BEFORE UPDATE OR DELETE on "credit_note_line" for each ROW execute function "credit_note_line_no_change_fn"();`);
    // Runs that issued nothing stored an empty PDF and a workbook of headers: they offer no files now.
    this.addSql(`update "billing_run" r set "pdf" = null, "xlsx" = null where r."state" = 'done' and not exists (select 1 from "invoice" i where i."run_id" = r."id" and i."status" <> 'draft');`);
  }

  override down(): void {
    this.addSql(`drop table if exists "credit_note_line" cascade;`);
    this.addSql(`drop table if exists "credit_note" cascade;`);
    this.addSql(`drop function if exists "credit_note_no_change_fn"();`);
    this.addSql(`drop function if exists "credit_note_line_no_change_fn"();`);
    this.addSql(`drop table if exists "credit_note_counter" cascade;`);
    this.addSql(`alter table "invoice" drop constraint if exists "invoice_amounts_check";`);
    this.addSql(`alter table "invoice" drop column if exists "credited";`);
    this.addSql(`alter table "invoice" add constraint "invoice_amounts_check" check (discount >= 0 and discount <= subtotal and vat >= 0 and paid >= 0 and paid <= total);`);
    this.addSql(`alter table "invoice_payment" drop constraint if exists "invoice_payment_reversal_check";`);
    this.addSql(`alter table "invoice_payment" drop column if exists "reversed_at", drop column if exists "reversed_by_username", drop column if exists "reverse_reason";`);
    this.addSql(`alter table "invoice_line" drop constraint if exists "invoice_line_price_change_check";`);
    this.addSql(`alter table "invoice_line" drop column if exists "original_unit_price", drop column if exists "price_reason";`);
  }
}
