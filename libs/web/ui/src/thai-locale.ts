import { addLocale, locale, localeOptions } from 'primereact/api';
import type { CalendarNames } from '@pathdesk/contracts';

export const THAI_LOCALE = 'th';

/** Thai day and month names, Sunday first, the spec's default date format (mm/dd/yy). */
export const thaiLocaleOptions = {
  firstDayOfWeek: 0,
  dayNames: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'],
  dayNamesShort: ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.'],
  dayNamesMin: ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'],
  monthNames: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  monthNamesShort: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  today: 'วันนี้',
  clear: 'ล้าง',
  dateFormat: 'mm/dd/yy',
  weekHeader: 'สัปดาห์',
  accept: 'ตกลง',
  reject: 'ยกเลิก',
  choose: 'เลือก',
  upload: 'อัปโหลด',
  cancel: 'ยกเลิก',
  emptyMessage: 'ไม่พบข้อมูล',
  emptyFilterMessage: 'ไม่พบข้อมูล',
  // Table filters, the password field and the other texts PrimeReact writes itself (issue 16.1)
  startsWith: 'ขึ้นต้นด้วย',
  contains: 'มีคำว่า',
  notContains: 'ไม่มีคำว่า',
  endsWith: 'ลงท้ายด้วย',
  equals: 'เท่ากับ',
  notEquals: 'ไม่เท่ากับ',
  noFilter: 'ไม่กรอง',
  lt: 'น้อยกว่า',
  lte: 'น้อยกว่าหรือเท่ากับ',
  gt: 'มากกว่า',
  gte: 'มากกว่าหรือเท่ากับ',
  dateIs: 'วันที่เป็น',
  dateIsNot: 'วันที่ไม่ใช่',
  dateBefore: 'ก่อนวันที่',
  dateAfter: 'หลังวันที่',
  custom: 'กำหนดเอง',
  apply: 'ใช้ตัวกรอง',
  matchAll: 'ตรงทุกเงื่อนไข',
  matchAny: 'ตรงเงื่อนไขใดก็ได้',
  addRule: 'เพิ่มเงื่อนไข',
  removeRule: 'ลบเงื่อนไข',
  selectionMessage: 'เลือก {0} รายการ',
  searchMessage: 'พบ {0} รายการ',
  emptySelectionMessage: 'ยังไม่ได้เลือก',
  emptySearchMessage: 'ไม่พบข้อมูล',
  passwordPrompt: 'กรอกรหัสผ่าน',
  weak: 'อ่อน',
  medium: 'ปานกลาง',
  strong: 'แข็งแรง',
  prevYear: 'ปีก่อนหน้า',
  nextYear: 'ปีถัดไป',
  prevMonth: 'เดือนก่อนหน้า',
  nextMonth: 'เดือนถัดไป',
  chooseYear: 'เลือกปี',
  chooseMonth: 'เลือกเดือน',
  chooseDate: 'เลือกวันที่',
};

const CALENDAR_KEYS = ['firstDayOfWeek', 'dayNames', 'dayNamesShort', 'dayNamesMin', 'monthNames', 'monthNamesShort'] as const;

function calendarOptions(options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CALENDAR_KEYS.map((key) => [key, options[key]]));
}

/** PrimeReact's own English calendar names, kept before any change. */
const ENGLISH_CALENDAR = calendarOptions(localeOptions('en') as Record<string, unknown>);

/**
 * The calendar's day and month names (issue 24.7, lab setting `calendarNames`): Thai with Sunday
 * first whatever the interface language (the default), or the interface language's own names —
 * Sunday first still. Only the calendar's names change: the English interface keeps its other texts.
 */
export function setCalendarNames(names: CalendarNames = 'thai'): void {
  const english = names === 'thai' ? calendarOptions(thaiLocaleOptions) : ENGLISH_CALENDAR;
  addLocale('en', { ...(localeOptions('en') as Record<string, unknown>), ...english, firstDayOfWeek: 0 });
}

/** Registers the Thai locale with PrimeReact and makes it the default, the calendar's names Thai. The shell calls this once. */
export function registerThaiLocale(): void {
  addLocale(THAI_LOCALE, thaiLocaleOptions);
  setCalendarNames('thai');
  locale(THAI_LOCALE);
}
