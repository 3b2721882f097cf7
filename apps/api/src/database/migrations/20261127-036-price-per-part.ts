import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27.5: billing per part. A case kind's price (`setting_prefix`) and a test's price
 * (`lab_test`) are per case or per part (per specimen, as the Comptroller General's schedule counts
 * them); every price that exists stays per case. An invoice line keeps the parts it bills
 * (`parts`: their letters, "A,B,C"), copied when the draft is made like its price.
 */
export class Migration20261127036PricePerPart extends Migration {
  override name = '20261127-036-price-per-part';

  override up(): void {
    this.addSql(`alter table "setting_prefix" add column "price_per" text not null default 'case';`);
    this.addSql(`alter table "setting_prefix" add constraint "setting_prefix_price_per_check" check ("price_per" in ('case', 'part'));`);
    this.addSql(`alter table "lab_test" add column "price_per" text not null default 'case';`);
    this.addSql(`alter table "lab_test" add constraint "lab_test_price_per_check" check ("price_per" in ('case', 'part'));`);
    this.addSql(`alter table "invoice_line" add column "parts" varchar(300) null;`);
  }

  override down(): void {
    this.addSql(`alter table "invoice_line" drop column if exists "parts";`);
    this.addSql(`alter table "lab_test" drop constraint if exists "lab_test_price_per_check";`);
    this.addSql(`alter table "lab_test" drop column if exists "price_per";`);
    this.addSql(`alter table "setting_prefix" drop constraint if exists "setting_prefix_price_per_check";`);
    this.addSql(`alter table "setting_prefix" drop column if exists "price_per";`);
  }
}
