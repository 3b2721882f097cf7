import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_NAMES, DATE_FORMATS, type CalendarNames, LANGUAGES, type DateFormat, type Language } from '@pathdesk/contracts';

/**
 * The lab's settings: one row (id 1), written the first time an administrator saves them; until
 * then the defaults of lab-settings.service.ts apply (the name from LAB_BRAND).
 */
@Entity({ tableName: 'lab_setting' })
@Check({ name: 'lab_setting_single_row_check', expression: 'id = 1' })
export class LabSetting {
  [OptionalProps]?:
    | 'labAddress'
    | 'labPhone'
    | 'staffMayReleaseNilm'
    | 'qcRate'
    | 'dateFormat'
    | 'buddhistEra'
    | 'labTaxId'
    | 'vatMode'
    | 'signOutReauth'
    | 'language'
    | 'calendarNames'
    | 'frozenTargetMinutes'
    | 'updatedAt'
    | 'updatedByUsername';

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  @Property({ type: 'string', length: 300 })
  labName!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  labAddress: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  labPhone: string | null = null;

  @Property({ type: 'boolean', default: false })
  staffMayReleaseNilm: boolean = false;

  @Property({ type: 'double', default: 0.1 })
  qcRate: number = 0.1;

  @Enum({ items: [...DATE_FORMATS], default: 'mm/dd/yyyy' })
  dateFormat: DateFormat = 'mm/dd/yyyy';

  @Property({ type: 'boolean', default: false })
  buddhistEra: boolean = false;

  /** Issue 15.6: sign-out asks for the signer's password again. */
  @Property({ type: 'boolean', default: true })
  signOutReauth: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'string', length: 100, nullable: true })
  updatedByUsername: string | null = null;

  /** Printed on invoices (issue 13). */
  @Property({ type: 'string', length: 13, nullable: true })
  labTaxId: string | null = null;

  /** VAT on invoices: exempt (medical services) or vat7. */
  @Property({ type: 'text', default: 'exempt' })
  vatMode: string = 'exempt';

  /** The language of users who have not chosen one (issue 16.1). */
  @Enum({ items: [...LANGUAGES], default: 'en' })
  language: Language = 'en';

  /** The calendar's day and month names: Thai (Sunday first) or the interface language's (issue 24.7). */
  @Enum({ items: [...CALENDAR_NAMES], default: 'thai' })
  calendarNames: CalendarNames = 'thai';

  /** Frozen sections: the target from receipt to diagnosis, in minutes (issue 32.3). */
  @Property({ type: 'smallint', default: 20 })
  frozenTargetMinutes: number = 20;
}
