import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24.5: a paraffin loan names who pays its fee (a hospital or a company, the requester) when
 * it is not the case's payer. Existing requests name none, so they are billed as before.
 */
export class Migration20261124022ParaffinBillTo extends Migration {
  override name = '20261124-022-paraffin-bill-to';

  override up(): void {
    this.addSql(`alter table "paraffin_request" add "bill_hospital_id" int null, add "bill_company_id" int null;`);
    this.addSql(`alter table "paraffin_request" add constraint "paraffin_request_bill_hospital_id_foreign" foreign key ("bill_hospital_id") references "hospital" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "paraffin_request" add constraint "paraffin_request_bill_company_id_foreign" foreign key ("bill_company_id") references "cfgvalue" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "paraffin_request" add constraint "paraffin_request_bill_to_check" check (bill_hospital_id is null or bill_company_id is null);`);
  }

  override down(): void {
    this.addSql(`alter table "paraffin_request" drop constraint if exists "paraffin_request_bill_to_check";`);
    this.addSql(`alter table "paraffin_request" drop column if exists "bill_hospital_id", drop column if exists "bill_company_id";`);
  }
}
