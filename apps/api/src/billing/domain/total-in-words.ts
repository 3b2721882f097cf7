import bahttextLib from 'bahttext';
import { fromSatang } from './money.js';

/** The total in Thai words, as cheques and invoices write it: 120000 → "หนึ่งพันสองร้อยบาทถ้วน". */
export function totalInWords(satang: number): string {
  // bahttext reads decimal text exactly (no float on the way).
  return bahttextLib.bahttext(fromSatang(satang));
}
