import { Migration } from '@mikro-orm/migrations';

/** Each user's language and the lab's default one (issue 16.1): English or Thai. */
export class Migration20261124018UserLanguage extends Migration {
  override name = '20261124-018-user-language';

  override up(): void {
    this.addSql(`alter table "app_user" add column "language" text null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_language_check" check ("language" in ('en', 'th'));`);
    this.addSql(`alter table "lab_setting" add column "language" text not null default 'en';`);
    this.addSql(`alter table "lab_setting" add constraint "lab_setting_language_check" check ("language" in ('en', 'th'));`);
  }
}
