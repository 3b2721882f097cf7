import {
  PARAFFIN_TRANSITIONS,
  type CreateParaffinRequest,
  type ParaffinDto,
  type ParaffinItemType,
  type ParaffinStatus,
  type PayerRef,
  type UpdateParaffinRequest,
} from '@pathdesk/contracts';
import { localDay } from '@pathdesk/web-ui';

/** Lab staff and admins handle paraffin requests (issue 12); the others read them. */
export const PARAFFIN_ROLES = ['admin', 'user'] as const;

/** What the request dialog holds; dates as the calendar gives them (the lab's days). */
export interface ParaffinForm {
  requester: string;
  hospitalId: number | null;
  /** Who pays the fee, as a payer key ('hospital:3', 'company:5'); null: the case's payer. */
  billTo: string | null;
  purpose: string;
  blockIds: number[];
  itemType: ParaffinItemType;
  /** Unstained slides per block (a block is lent whole). */
  slidesPerBlock: number;
  dueBackDate: Date | null;
  fee: number | null;
  note: string;
  sentDate: Date | null;
  courierNote: string;
  returnedDate: Date | null;
}

/** A date of the lab's calendar (yyyy-mm-dd) as the calendar control's Date, at local midnight. */
export function dayToDate(day: string | null): Date | null {
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

const toDay = (date: Date | null) => (date ? localDay(date) : null);

/** A payer as one dropdown value: 'hospital:3', 'company:5'. */
export const payerKey = (payer: PayerRef) => `${payer.type}:${payer.id}`;

export function parsePayerKey(key: string | null): PayerRef | null {
  const match = key ? /^(hospital|company):(\d+)$/.exec(key) : null;
  return match ? { type: match[1] as PayerRef['type'], id: Number(match[2]) } : null;
}

export function emptyParaffinForm(): ParaffinForm {
  return {
    requester: '',
    hospitalId: null,
    billTo: null,
    purpose: '',
    blockIds: [],
    itemType: 'block',
    slidesPerBlock: 1,
    dueBackDate: null,
    fee: null,
    note: '',
    sentDate: null,
    courierNote: '',
    returnedDate: null,
  };
}

export function paraffinToForm(p: ParaffinDto): ParaffinForm {
  const slides = p.items.find((i) => i.type === 'unstained-slides');
  return {
    requester: p.requester,
    hospitalId: p.hospitalId,
    billTo: p.billTo ? payerKey(p.billTo) : null,
    purpose: p.purpose,
    blockIds: p.items.map((i) => i.blockId),
    itemType: slides ? 'unstained-slides' : 'block',
    slidesPerBlock: slides?.count ?? 1,
    dueBackDate: dayToDate(p.dueBackDate),
    fee: p.fee === null ? null : Number(p.fee),
    note: p.note ?? '',
    sentDate: dayToDate(p.sentDate),
    courierNote: p.courierNote ?? '',
    returnedDate: dayToDate(p.returnedDate),
  };
}

function itemsOf(form: ParaffinForm) {
  return form.blockIds.map((blockId) => ({ blockId, type: form.itemType, count: form.itemType === 'block' ? 1 : form.slidesPerBlock }));
}

/** A new request (POST …/paraffins): what is lent, to whom and why; sending comes later. */
export function createParaffinBody(form: ParaffinForm): CreateParaffinRequest {
  return {
    requester: form.requester,
    hospitalId: form.hospitalId,
    billTo: parsePayerKey(form.billTo),
    purpose: form.purpose,
    items: itemsOf(form),
    dueBackDate: toDay(form.dueBackDate),
    fee: form.fee,
    note: form.note,
  };
}

/** An edit (PUT …/paraffins/{id}): every field of the form, with the version read. */
export function updateParaffinBody(form: ParaffinForm, stored: Pick<ParaffinDto, 'version'>): UpdateParaffinRequest {
  return {
    ...createParaffinBody(form),
    version: stored.version,
    sentDate: toDay(form.sentDate),
    courierNote: form.courierNote,
    returnedDate: toDay(form.returnedDate),
  };
}

export type ParaffinMove = 'sent' | 'returned' | 'kept';

/** The status moves of a request now (PARAFFIN_TRANSITIONS), for the people who handle them. */
export function paraffinMoves(status: ParaffinStatus): ParaffinMove[] {
  return PARAFFIN_TRANSITIONS[status].filter((s): s is ParaffinMove => s !== 'requested');
}

/** A status move with its date: sent on `day` (with the courier's note), returned on `day`, or kept. */
export function paraffinMoveBody(stored: Pick<ParaffinDto, 'version'>, move: ParaffinMove, day: Date | null, courierNote = ''): UpdateParaffinRequest {
  if (move === 'sent') return { version: stored.version, status: 'sent', sentDate: toDay(day), courierNote };
  if (move === 'returned') return { version: stored.version, status: 'returned', returnedDate: toDay(day) };
  return { version: stored.version, status: 'kept' };
}
