import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, PRIORITIES, type CaseKind, type Priority } from '@pathdesk/contracts';

/**
 * TAT histogram per lab month of first release: how many cases of a kind and priority took
 * `tatDays` working days. The dashboard's month and 12-month trend read medians, 90th percentiles
 * and shares within target from these few rows instead of a year of cases. A statement-level
 * trigger on report_version (migration 011) counts each first release; CalendarService rebuilds
 * the table when the calendar changes.
 */
@Entity({ tableName: 'tat_month' })
export class TatMonth {
  @PrimaryKey({ type: 'text' })
  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  /** The first day of the lab month. */
  @PrimaryKey({ type: 'date' })
  month!: string;

  @PrimaryKey({ type: 'text' })
  @Enum({ items: [...PRIORITIES] })
  priority!: Priority;

  @PrimaryKey({ type: 'integer' })
  tatDays!: number;

  @Property({ type: 'integer' })
  cases!: number;
}
