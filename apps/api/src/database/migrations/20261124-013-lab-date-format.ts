import { Migration } from '@mikro-orm/migrations';

/** The lab's one date format and era for screens, inputs and exports (issue 16, point 3). */
export class Migration20261124013LabDateFormat extends Migration {
  override name = '20261124-013-lab-date-format';

  override up(): void {
    this.addSql(`alter table "lab_setting" add column "date_format" text not null default 'mm/dd/yyyy', add column "buddhist_era" boolean not null default false;`);
    this.addSql(`alter table "lab_setting" add constraint "lab_setting_date_format_check" check ("date_format" in ('mm/dd/yyyy', 'dd/mm/yyyy'));`);
  }
}
