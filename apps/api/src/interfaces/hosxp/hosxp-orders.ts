import { CASE_KINDS, type CaseKind, type HosxpLabItems, type OrderFields, type Sex } from '@pathdesk/contracts';
import type { Connection } from 'mysql2/promise';
import { OrderRefusal, type ParsedOrder } from '../orders/order-message.js';

/** How far back a poll looks for orders not yet reported (HOSxP keeps every lab order for good). */
export const HOSXP_POLL_DAYS = 14;
/** At most this many orders per interface and poll; the next poll takes the rest. */
const HOSXP_POLL_LIMIT = 200;

/** One pathology lab item of a HOSxP lab order, with its patient, visit and admission. */
export interface HosxpOrderRow {
  lab_order_number: number;
  /** HOSxP keeps item codes as numbers; read as text. */
  lab_items_code: string;
  lab_items_name: string | null;
  vn: string | null;
  an: string | null;
  hn: string | null;
  cid: string | null;
  pname: string | null;
  fname: string | null;
  lname: string | null;
  birthday: string | null;
  sex: string | null;
  order_date: string | null;
  order_time: string | null;
  doctor_name: string | null;
  ward_name: string | null;
}

/**
 * The pathology orders (lab items of the interface's codes) of the last days not yet reported, with
 * their patient. HOSxP's tables as the hospital keeps them (interfaces/README.md, HOSxP): `lab_head`
 * (the lab order: its number, the visit's VN, HN, date and time, doctor, `confirm_report`), `lab_order`
 * (its items), `lab_items`, `patient`, `ovst` (the visit: its AN when it led to an admission), `ipt`
 * and `ward` (the admission's ward), `doctor`. The VN is the visit's (`lab_head.vn`) and the AN the
 * admission's (`ovst.an`): two fields, never one for the other.
 */
export async function pendingOrders(db: Connection, codes: string[], since: string): Promise<HosxpOrderRow[]> {
  if (!codes.length) return [];
  const [rows] = await db.query(
    `select lh.lab_order_number, lo.lab_items_code, li.lab_items_name, lh.vn, o.an, lh.hn, p.cid, p.pname, p.fname, p.lname,
            p.birthday, p.sex, lh.order_date, lh.order_time, d.name as doctor_name, w.name as ward_name
       from lab_head lh
       join lab_order lo on lo.lab_order_number = lh.lab_order_number
       left join lab_items li on li.lab_items_code = lo.lab_items_code
       left join patient p on p.hn = lh.hn
       left join ovst o on o.vn = lh.vn
       left join ipt i on i.an = o.an
       left join ward w on w.ward = i.ward
       left join doctor d on d.code = lh.doctor_code
      where lo.lab_items_code in (?) and lh.order_date >= ? and coalesce(lh.confirm_report, 'N') <> 'Y'
      order by lh.lab_order_number, lo.lab_items_code
      limit ?`,
    [codes, since, HOSXP_POLL_LIMIT],
  );
  return (rows as HosxpOrderRow[]).map((row) => ({ ...row, lab_order_number: Number(row.lab_order_number), lab_items_code: String(row.lab_items_code) }));
}

/** The kind of case each of the interface's lab item codes orders. */
export function kindOfItem(items: HosxpLabItems): Map<string, CaseKind> {
  return new Map(CASE_KINDS.flatMap((kind) => (items[kind] ?? []).map((code) => [code, kind] as const)));
}

const text = (value: string | null | undefined) => {
  const t = value?.normalize('NFC').trim();
  return t ? t : null;
};
/** HOSxP's sex: 1 male, 2 female. */
const SEXES: Record<string, Sex> = { '1': 'male', '2': 'female' };
/** A MySQL date as text, or null for HOSxP's empty dates (0000-00-00). */
const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) && !value.startsWith('0000') ? value.slice(0, 10) : null);

/** The order's date and time (the lab's local time, as HOSxP keeps it) as an instant. */
function orderedAt(row: HosxpOrderRow): string | null {
  const day = date(row.order_date);
  const time = /^\d{2}:\d{2}(:\d{2})?/.exec(row.order_time ?? '')?.[0] ?? '00:00';
  const at = day ? new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+07:00`) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : null;
}

/**
 * A HOSxP order as PathDesk reads any order (orders/order-message.ts): the lab order number is the
 * order number; the patient, the ordering doctor (by name), the visit's VN and the admission's AN (each
 * in its own field), the ward; the lab item's name as the specimen until the lab writes what came.
 * A row without an HN or a name is refused with the reason (kept for a person to see).
 */
export function orderOfRow(row: HosxpOrderRow, kind: CaseKind): ParsedOrder {
  const hn = text(row.hn);
  if (!hn) throw new OrderRefusal('AE', 'order_missing_hn');
  const fields: OrderFields = {
    hn,
    citizenId: text(row.cid),
    patientTitle: text(row.pname),
    patientFirstName: text(row.fname) ?? '',
    patientLastName: text(row.lname) ?? '',
    patientFirstNameEn: null,
    patientLastNameEn: null,
    sex: SEXES[row.sex ?? ''] ?? 'unknown',
    birthDate: date(row.birthday),
    specimen: text(row.lab_items_name) ?? row.lab_items_code,
    clinicalHistory: null,
    collectedAt: orderedAt(row),
    priority: 'routine',
    doctorName: text(row.doctor_name),
    visitNo: text(row.vn),
    admissionNo: text(row.an),
    ward: text(row.ward_name),
  };
  return { orderNo: String(row.lab_order_number), kind, fields };
}
