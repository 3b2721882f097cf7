import { addLocale, locale } from 'primereact/api';

export const THAI_LOCALE = 'th';

/** Thai day and month names, Sunday first, the spec's default date format (mm/dd/yy). */
export const thaiLocaleOptions = {
  firstDayOfWeek: 0,
  dayNames: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'],
  dayNamesShort: ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.'],
  dayNamesMin: ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'],
  monthNames: [
    'มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน',
    'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม',
  ],
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
};

/** Registers the Thai locale with PrimeReact and makes it the default. The shell calls this once. */
export function registerThaiLocale(): void {
  addLocale(THAI_LOCALE, thaiLocaleOptions);
  locale(THAI_LOCALE);
}
