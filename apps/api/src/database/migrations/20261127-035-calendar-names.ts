import { Migration } from '@mikro-orm/migrations';

/** Issue 24.7: the calendar's day and month names — Thai (Sunday first, the default) or the interface language's. */
export class Migration20261127035CalendarNames extends Migration {
  override name = '20261127-035-calendar-names';

  override up(): void {
    this.addSql(`alter table "lab_setting" add column "calendar_names" text not null default 'thai';`);
    this.addSql(`alter table "lab_setting" add constraint "lab_setting_calendar_names_check" check ("calendar_names" in ('thai', 'interface'));`);
  }

  override down(): void {
    this.addSql(`alter table "lab_setting" drop constraint if exists "lab_setting_calendar_names_check";`);
    this.addSql(`alter table "lab_setting" drop column if exists "calendar_names";`);
  }
}
