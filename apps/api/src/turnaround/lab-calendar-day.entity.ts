import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The lab's working-day calendar, one row per day of the years it covers: whether the lab works,
 * and `ordinal`, the number of working days up to and including the day. TAT in working days is
 * ordinal(day of first release) − ordinal(day of reception): two lookups per case, in SQL. Filled
 * from date-holidays (TH) and the lab's closures by CalendarService, refilled when closures change.
 */
@Entity({ tableName: 'lab_calendar_day' })
export class LabCalendarDay {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'boolean' })
  working!: boolean;

  @Property({ type: 'integer' })
  ordinal!: number;

  /** The holiday's or closure's name (null on ordinary days and weekends). */
  @Property({ type: 'string', length: 300, nullable: true })
  name: string | null = null;
}
