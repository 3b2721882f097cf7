import { Hl7Field, Hl7Message, Hl7Segment } from '@medplum/core';
import { errorMessage, type CaseKind, type ErrorCode, type OrderFields } from '@pathdesk/contracts';
import { hl7Escape, hl7Time, hl7Unescape } from '../hl7/hl7-text.js';

/** The order messages the listener accepts (issue 29.4). */
export const ORDER_MESSAGE_TYPES = ['ORM^O01', 'OML^O21'] as const;

/**
 * The kind of case an order's service code names (OBR-4.1, or OBR-24 the diagnostic section): the
 * LOINC codes of the reports PathDesk sends back (fhir-codes.ts), their HL7 v2-0074 sections, and the
 * short names hospital systems use. Anything else is an unknown kind of specimen (AE).
 */
const KIND_CODES: Record<string, CaseKind> = {
  '11529-5': 'surgical',
  SP: 'surgical',
  SURG: 'surgical',
  '11526-1': 'cytological',
  CP: 'cytological',
  CYTO: 'cytological',
  NGC: 'cytological',
  '47528-5': 'gynecological',
  PAP: 'gynecological',
  GYN: 'gynecological',
};

export const kindOfCode = (code: string | undefined): CaseKind | null => (code ? (KIND_CODES[code.trim().toUpperCase()] ?? null) : null);

/**
 * Why a message or an order is refused, by the errors catalogue's code: AR for the message itself
 * (unreadable, unknown sender, unsupported type), AE for its content. The English text is the ACK's
 * reason (MSA-3, ERR-8) and the OperationOutcome's diagnostics.
 */
export class OrderRefusal extends Error {
  constructor(
    readonly ackCode: 'AE' | 'AR',
    readonly code: ErrorCode,
    readonly params?: Record<string, string>,
  ) {
    super(errorMessage(code, params));
  }
}

/** An order read from a message: what registration will need, and who ordered it. */
export interface ParsedOrder {
  orderNo: string;
  kind: CaseKind;
  fields: OrderFields;
}

/** The header of a received message (MSH), enough to find its interface and answer it. */
export interface MessageHeader {
  messageType: string;
  controlId: string;
  sendingApplication: string;
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
}

const val = (segment: Hl7Segment | undefined, field: number, component = 1, repetition = 0): string =>
  hl7Unescape(segment?.getField(field)?.components[repetition]?.[component - 1] ?? '').trim();
const repetitions = (segment: Hl7Segment | undefined, field: number): string[][] => (segment?.getField(field)?.components ?? []).map((r) => r.map((c) => hl7Unescape(c).trim()));

export function headerOf(message: Hl7Message): MessageHeader {
  const msh = message.header;
  return {
    messageType: [val(msh, 9, 1), val(msh, 9, 2)].filter(Boolean).join('^'),
    controlId: val(msh, 10),
    sendingApplication: val(msh, 3),
    sendingFacility: val(msh, 4),
    receivingApplication: val(msh, 5),
    receivingFacility: val(msh, 6),
  };
}

/** An HL7 date or timestamp (yyyyMMdd[HHmm[ss]][±zzzz]) as an ISO day or instant; Thailand's time when no offset. */
export function fromHl7Time(value: string, dayOnly: boolean): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d+)?)?([+-]\d{4})?$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone] = m;
  if (dayOnly) return `${y}-${mo}-${d}`;
  const offset = zone ? `${zone.slice(0, 3)}:${zone.slice(3)}` : '+07:00';
  const at = new Date(`${y}-${mo}-${d}T${h ?? '00'}:${mi ?? '00'}:${s ?? '00'}${offset}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const SEXES: Record<string, OrderFields['sex']> = { M: 'male', F: 'female' };

/**
 * Reads an ORM^O01 or OML^O21 (HL7 v2.5.1) into an order: PID (HN — the CX whose type is MR, else
 * the first; citizen ID — type NI or the TH-CID authority; Thai name, the English one as the `A`
 * alias; birth date; sex), ORC/OBR (ORC-2 or OBR-2 the placer order number; OBR-4 or OBR-24 the kind;
 * OBR-7 collection; OBR-13 clinical information; OBR-16 or ORC-12 the ordering doctor; OBR-15 or
 * SPM-4 the specimen; ORC-7/TQ1-9 `S` urgent). Refuses with the reason what it cannot place.
 */
export function parseOrder(message: Hl7Message): ParsedOrder {
  const pid = message.getSegment('PID');
  const orc = message.getSegment('ORC');
  const obr = message.getSegment('OBR');
  const spm = message.getSegment('SPM');
  if (!pid) throw new OrderRefusal('AR', 'order_segment_missing', { segment: 'PID' });
  if (!obr && !orc) throw new OrderRefusal('AR', 'order_segment_missing', { segment: 'ORC/OBR' });
  const control = val(orc, 1);
  if (control && control !== 'NW') throw new OrderRefusal('AE', 'order_control_unsupported', { control });
  const orderNo = val(orc, 2) || val(obr, 2);
  if (!orderNo || orderNo.length > 40) throw new OrderRefusal('AE', 'order_number_missing');

  const ids = repetitions(pid, 3);
  const hnRep = ids.find((r) => r[4] === 'MR') ?? ids.find((r) => r[4] !== 'NI' && r[3] !== 'TH-CID');
  const hn = hnRep?.[0] ?? '';
  if (!hn) throw new OrderRefusal('AE', 'order_missing_hn');
  const cidRep = ids.find((r) => r[4] === 'NI' || r[3] === 'TH-CID') ?? [];
  const citizenId = cidRep[0] || val(pid, 19) || null;

  const names = repetitions(pid, 5);
  const thai = names.find((r) => (r[6] ?? 'L') === 'L') ?? names[0] ?? [];
  const english = names.find((r) => r[6] === 'A');
  const birth = val(pid, 7);

  const kindCode = val(obr, 4) || val(obr, 24);
  const kind = kindOfCode(val(obr, 4)) ?? kindOfCode(val(obr, 24));
  if (!kind) throw new OrderRefusal('AE', 'order_unknown_specimen_kind', { code: kindCode });
  const specimen = val(obr, 15) || val(spm, 4, 2) || val(spm, 4, 1) || val(obr, 4, 2);
  const doctor = repetitions(obr, 16)[0] ?? repetitions(orc, 12)[0] ?? [];
  const doctorName = [doctor[5], doctor[2], doctor[1]].filter(Boolean).join(' ') || null;
  const collected = val(obr, 7) || val(spm, 17);
  const urgent = [val(orc, 7, 6), val(message.getSegment('TQ1'), 9), val(obr, 5)].some((p) => p === 'S' || p === 'A');

  return {
    orderNo,
    kind,
    fields: {
      hn,
      citizenId,
      patientTitle: thai[4] || null,
      patientFirstName: thai[1] ?? '',
      patientLastName: thai[0] ?? '',
      patientFirstNameEn: english?.[1] || null,
      patientLastNameEn: english?.[0] || null,
      sex: SEXES[val(pid, 8).toUpperCase()] ?? 'unknown',
      birthDate: birth ? (fromHl7Time(birth, true) ?? birth) : null,
      specimen,
      clinicalHistory: val(obr, 13) || null,
      collectedAt: collected ? (fromHl7Time(collected, false) ?? collected) : null,
      priority: urgent ? 'urgent' : 'routine',
      doctorName,
    },
  };
}

/**
 * The answer to a received message: MSH (the sender's names swapped), MSA (code, its control id, the
 * reason) and, on an error, ERR with the reason in ERR-8. Built for messages @medplum/core could not
 * parse too (then the control id is whatever MSH-10 looked like, or empty).
 */
export function buildAck(header: Partial<MessageHeader>, code: 'AA' | 'AE' | 'AR', reason: string | null, controlId: string, at = new Date()): Hl7Message {
  const e = (v: string | undefined) => hl7Escape(v ?? '');
  const trigger = header.messageType?.split('^')[1] ?? '';
  const segments = [
    new Hl7Segment([
      'MSH',
      '^~\\&',
      e(header.receivingApplication) || 'PATHDESK',
      e(header.receivingFacility),
      e(header.sendingApplication),
      e(header.sendingFacility),
      hl7Time(at),
      '',
      new Hl7Field([['ACK', e(trigger), 'ACK']]),
      controlId,
      'P',
      '2.5.1',
    ]),
    new Hl7Segment(['MSA', code, e(header.controlId), e(reason ?? undefined)]),
  ];
  if (code !== 'AA') segments.push(new Hl7Segment(['ERR', '', '', new Hl7Field([['207', 'Application internal error', 'HL70357']]), 'E', '', '', '', e(reason ?? undefined)]));
  return new Hl7Message(segments);
}
