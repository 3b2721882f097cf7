import { Migration } from '@mikro-orm/migrations';

/**
 * Billing (issue 13): invoices of five kinds (Invoice), their lines (InvoiceLine), what is billed
 * now (InvoiceClaim: its primary key makes a case, order or paraffin request billed at most once),
 * payments (InvoicePayment), the numbers' counters per kind and Buddhist Era year (InvoiceCounter),
 * month-end runs (BillingRun). Hospitals get a branch and a credit term, the lab settings a tax ID
 * and a VAT mode. pg-boss keeps its own tables in the schema "pgboss" (created by pg-boss itself).
 */
export class Migration20261124010Billing extends Migration {
  override name = '20261124-010-billing';

  override up(): void {
    this.addSql(`create table "billing_run" ("id" uuid not null, "kind" text not null, "month" varchar(7) not null, "state" text not null default 'queued', "total" int not null default 0, "done" int not null default 0, "error" text null, "pdf" bytea null, "xlsx" bytea null, "created_by_username" varchar(100) not null, "created_at" timestamptz not null default now(), "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create table "invoice" ("id" serial primary key, "kind" text not null, "status" text not null default 'draft', "number" varchar(20) null, "number_year" smallint null, "number_seq" int null, "payer_type" text not null, "payer_id" int not null, "payer_name" varchar(300) not null, "payer" jsonb not null, "period_from" date not null, "period_to" date not null, "issue_date" date null, "due_date" date null, "subtotal" numeric(12,2) not null default 0, "discount" numeric(12,2) not null default 0, "discount_note" varchar(500) null, "vat_mode" text not null default 'exempt', "vat_rate" numeric(4,2) not null default 0, "vat" numeric(12,2) not null default 0, "total" numeric(12,2) not null default 0, "paid" numeric(12,2) not null default 0, "lab" jsonb null, "note" varchar(1000) null, "replaces_id" int null, "run_id" uuid null, "created_by_username" varchar(100) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "issued_at" timestamptz null, "issued_by_username" varchar(100) null, "voided_at" timestamptz null, "voided_by_username" varchar(100) null, "void_reason" varchar(500) null, "version" int not null default 1);`);
    this.addSql(`alter table "invoice" add constraint "invoice_number_unique" unique ("number");`);
    this.addSql(`alter table "invoice" add constraint "invoice_replaces_id_unique" unique ("replaces_id");`);
    this.addSql(`create index "invoice_run_id_index" on "invoice" ("run_id");`);
    this.addSql(`create index "invoice_kind_payer_type_payer_id_index" on "invoice" ("kind", "payer_type", "payer_id");`);
    this.addSql(`create index "invoice_kind_created_at_index" on "invoice" ("kind", "created_at");`);
    this.addSql(`alter table "invoice" add constraint "invoice_kind_number_year_number_seq_unique" unique ("kind", "number_year", "number_seq");`);
    this.addSql(`create table "invoice_counter" ("kind" text not null, "year" smallint not null, "last_number" int not null, primary key ("kind", "year"));`);
    this.addSql(`create table "invoice_payment" ("id" serial primary key, "invoice_id" int not null, "date" date not null, "amount" numeric(12,2) not null, "reference" varchar(100) not null, "note" varchar(500) null, "created_by_username" varchar(100) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create table "invoice_line" ("id" serial primary key, "invoice_id" int not null, "position" int not null, "source" text not null, "source_id" int not null, "case_id" int not null, "accession_no" varchar(20) not null, "patient_name" varchar(300) not null, "hn" varchar(20) not null, "received_date" date not null, "item" varchar(500) not null, "cgd_code" varchar(20) null, "quantity" int not null default 1, "unit_price" numeric(12,2) not null, "amount" numeric(12,2) not null, "excluded" boolean not null default false, "exclude_reason" varchar(500) null);`);
    this.addSql(`create index "invoice_line_case_id_index" on "invoice_line" ("case_id");`);
    this.addSql(`create index "invoice_line_invoice_id_position_index" on "invoice_line" ("invoice_id", "position");`);
    this.addSql(`create table "invoice_claim" ("source" text not null, "source_id" int not null, "invoice_id" int not null, "line_id" int not null, primary key ("source", "source_id"));`);
    this.addSql(`alter table "invoice_claim" add constraint "invoice_claim_line_id_unique" unique ("line_id");`);
    this.addSql(`create index "invoice_claim_invoice_id_index" on "invoice_claim" ("invoice_id");`);
    this.addSql(`alter table "hospital" add "branch" varchar(50) null, add "credit_term_days" smallint not null default 30;`);
    this.addSql(`alter table "lab_setting" add "lab_tax_id" varchar(13) null, add "vat_mode" text not null default 'exempt';`);
    this.addSql(`alter table "billing_run" add constraint "billing_run_kind_check" check (kind in ('surgical', 'cytological', 'gynecological', 'additional', 'paraffin'));`);
    this.addSql(`alter table "billing_run" add constraint "billing_run_state_check" check (state in ('queued', 'running', 'done', 'failed'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_amounts_check" check (discount >= 0 and discount <= subtotal and vat >= 0 and paid >= 0 and paid <= total);`);
    this.addSql(`alter table "invoice" add constraint "invoice_period_check" check (period_to >= period_from);`);
    this.addSql(`alter table "invoice" add constraint "invoice_void_reason_check" check ((status = 'void') = (void_reason is not null));`);
    this.addSql(`alter table "invoice" add constraint "invoice_number_check" check ((status = 'draft') = (number is null));`);
    this.addSql(`alter table "invoice" add constraint "invoice_vat_mode_check" check (vat_mode in ('exempt', 'vat7'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_payer_type_check" check (payer_type in ('hospital', 'company'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_status_check" check (status in ('draft', 'issued', 'void'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_kind_check" check (kind in ('surgical', 'cytological', 'gynecological', 'additional', 'paraffin'));`);
    this.addSql(`alter table "invoice_payment" add constraint "invoice_payment_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "invoice_payment" add constraint "invoice_payment_amount_check" check (amount > 0);`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_amount_check" check (quantity > 0 and unit_price >= 0 and amount = unit_price * quantity);`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_excluded_check" check (excluded = (exclude_reason is not null));`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_source_check" check (source in ('case', 'additional', 'paraffin'));`);
    this.addSql(`alter table "invoice_claim" add constraint "invoice_claim_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoice_claim" add constraint "invoice_claim_line_id_foreign" foreign key ("line_id") references "invoice_line" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoice_claim" add constraint "invoice_claim_source_check" check (source in ('case', 'additional', 'paraffin'));`);
  }
}
