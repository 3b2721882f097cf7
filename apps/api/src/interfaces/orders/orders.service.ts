import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Hl7Message } from '@medplum/core';
import { coded, type CaseDto, type CaseKind, type CaseOrderDto, type OrderFields } from '@pathdesk/contracts';
import { createCaseSchema, type caseOrderListQuerySchema, type receiveOrderSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { AuditService } from '../../audit/audit.service.js';
import { CasesService } from '../../cases/cases.service.js';
import { invalidInput } from '../../common/invalid-input.js';
import type { Actor } from '../../identity/actor.js';
import { buildAck, headerOf, ORDER_MESSAGE_TYPES, OrderRefusal, parseOrder, type MessageHeader, type ParsedOrder } from './order-message.js';

type ListQuery = z.output<typeof caseOrderListQuerySchema>;
type ReceiveBody = z.output<typeof receiveOrderSchema>;

/** Who writes a message the listener received: the hospital's system, through the MLLP listener. */
const LISTENER = { id: null, username: 'system:hl7-in', ip: null };
const ORDER_ENTITY = 'case_order';
const MESSAGE_ENTITY = 'interface_message';

/** The interface an incoming order belongs to. */
export interface OrderSource {
  interfaceId: number;
  hospitalId: number;
}

/** A message kept as received: what the listener or the FHIR route stores before answering. */
interface Received {
  source: OrderSource | null;
  messageType: string;
  controlId: string;
  raw: string;
  state: 'accepted' | 'refused';
  ack: string | null;
  error: string | null;
  by: string;
}

const ORDER_COLUMNS = `o.id, o.hospital_id as "hospitalId", h.name_th as "hospitalName", o.interface_id as "interfaceId", o.order_no as "orderNo", o.kind, o.state,
  m.message_type as "messageType", o.fields, o.doctor_name as "doctorName", o.ordered_at as "orderedAt", o.case_id as "caseId", c.accession_no as "accessionNo",
  o.received_at as "receivedAt", o.received_by_username as "receivedBy"`;
const ORDER_JOINS = `join hospital h on h.id = o.hospital_id join interface_message m on m.id = o.message_id left join pathology_case c on c.id = o.case_id`;

interface OrderRow {
  id: number;
  hospitalId: number;
  hospitalName: string;
  interfaceId: number;
  orderNo: string;
  kind: CaseKind;
  state: CaseOrderDto['state'];
  messageType: string;
  fields: OrderFields;
  doctorName: string | null;
  orderedAt: Date;
  caseId: number | null;
  accessionNo: string | null;
  receivedAt: Date | null;
  receivedBy: string | null;
  total?: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const toDto = ({ fields, total: _total, ...row }: OrderRow): CaseOrderDto => ({
  ...fields,
  ...row,
  orderedAt: iso(row.orderedAt)!,
  receivedAt: iso(row.receivedAt),
});

/** Names compared as a person would: case, spacing and a title aside. */
const sameName = (a: string, b: string) => a.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() === b.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Orders in (issue 29.4; interfaces/README.md): a hospital's order — an HL7 ORM^O01 / OML^O21 from the
 * MLLP listener, or a FHIR ServiceRequest with its token — is checked whole, then kept as a received
 * `interface_message` and an *ordered* `case_order` in one transaction (or kept as a refused message
 * with the reason, and nothing else). Lab staff receive it by its order number: the cases service
 * registers its case (the registration path, accession number and all) and the order keeps the case.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('HL7 in');

  constructor(
    private readonly em: EntityManager,
    private readonly cases: CasesService,
    private readonly audit: AuditService,
  ) {}

  /**
   * One message from the MLLP listener: answers its ACK (text). Exactly once per hospital and
   * message control id (MSH-10): a message seen before is answered with the ACK it got then and
   * changes nothing — also when two replicas receive it at once (the unique index decides).
   * Bodies never go to the log: only the peer, type, control id and outcome.
   */
  async receiveHl7(raw: string, peer: string): Promise<string> {
    let message: Hl7Message | null = null;
    try {
      message = Hl7Message.parse(raw);
    } catch {
      message = null;
    }
    const header: Partial<MessageHeader> = message ? headerOf(message) : {};
    if (!message || !header.messageType || !header.controlId) {
      return this.refuseUnplaced(raw, header, new OrderRefusal('AR', 'order_malformed'), peer);
    }
    const source = await this.interfaceOf(header.sendingFacility ?? '');
    if (!source) return this.refuseUnplaced(raw, header, new OrderRefusal('AR', 'order_unknown_facility', { facility: header.sendingFacility ?? '' }), peer);
    const h = header as MessageHeader;
    for (let attempt = 0; ; attempt++) {
      try {
        const ack = await this.em.fork().transactional(async (tx) => {
          const [seen] = await tx.execute<{ ack: string | null }[]>(`select ack from interface_message where hospital_id = ? and control_id = ? and direction = 'in'`, [
            source.hospitalId,
            h.controlId,
          ]);
          if (seen) return seen.ack ?? buildAck(h, 'AA', null, `PDA${h.controlId}`).toString();
          try {
            if (!(ORDER_MESSAGE_TYPES as readonly string[]).includes(h.messageType)) throw new OrderRefusal('AR', 'order_type_unsupported', { type: h.messageType });
            const order = parseOrder(message);
            await this.checkOrder(tx, source.hospitalId, order);
            const messageId = await this.nextMessageId(tx);
            const ack = buildAck(h, 'AA', null, `PDA${messageId}`).toString();
            await this.keep(tx, messageId, { source, messageType: h.messageType, controlId: h.controlId, raw, state: 'accepted', ack, error: null, by: LISTENER.username });
            await this.place(tx, source, messageId, order, LISTENER);
            this.logger.log(`${h.messageType} ${h.controlId} from ${peer}: accepted (message ${messageId})`);
            return ack;
          } catch (error) {
            if (!(error instanceof OrderRefusal)) throw error;
            const messageId = await this.nextMessageId(tx);
            const ack = buildAck(h, error.ackCode, error.message, `PDA${messageId}`).toString();
            await this.keep(tx, messageId, { source, messageType: h.messageType, controlId: h.controlId, raw, state: 'refused', ack, error: error.message, by: LISTENER.username });
            this.logger.warn(`${h.messageType} ${h.controlId} from ${peer}: ${error.ackCode} ${error.code} (message ${messageId})`);
            return ack;
          }
        });
        return ack;
      } catch (error) {
        // The same message (or order number) written by another replica a moment ago: answer as it was answered.
        if (error instanceof UniqueConstraintViolationException && attempt < 2) continue;
        throw error;
      }
    }
  }

  /**
   * A message no interface takes — unreadable, or from an unknown sending facility: kept (no interface,
   * no hospital) and answered AR with the reason.
   */
  private async refuseUnplaced(raw: string, header: Partial<MessageHeader>, refusal: OrderRefusal, peer: string): Promise<string> {
    // MSH-10 as written, for the ACK's MSA-2, when the message could not be parsed.
    const controlId = header.controlId || (/^MSH\|(?:[^|\r]*\|){8}([^|\r]{1,40})/.exec(raw.trimStart())?.[1] ?? '');
    const messageType = header.messageType || (/^MSH\|(?:[^|\r]*\|){7}([^|\r]{1,20})/.exec(raw.trimStart())?.[1] ?? 'unknown');
    return this.em.fork().transactional(async (tx) => {
      const messageId = await this.nextMessageId(tx);
      const ack = buildAck({ ...header, controlId }, 'AR', refusal.message, `PDA${messageId}`).toString();
      await this.keep(tx, messageId, { source: null, messageType, controlId, raw, state: 'refused', ack, error: refusal.message, by: LISTENER.username });
      this.logger.warn(`${messageType} ${controlId || '(no control id)'} from ${peer}: AR ${refusal.code} (message ${messageId})`);
      return ack;
    });
  }

  /**
   * A FHIR ServiceRequest's order (already read by fhir/service-request.ts) from a hospital's token:
   * the order placed, or the refusal kept and thrown as a 400/409 (an OperationOutcome).
   */
  async receiveFhir(source: OrderSource, raw: string, read: () => ParsedOrder): Promise<CaseOrderDto> {
    const by = `interface:${source.interfaceId}`;
    const outcome = await this.receiveRead(source, { messageType: 'ServiceRequest', controlId: (id) => `FHIR${id}`, raw, by }, read);
    if (typeof outcome === 'number') return this.one(outcome);
    if (outcome === 'seen') throw new Error('a FHIR request has a control id of its own');
    if (outcome.code === 'order_number_taken') throw new ConflictException(coded(outcome.code, outcome.params));
    throw new BadRequestException(coded(outcome.code, outcome.params));
  }

  /**
   * An order read from a source other than the MLLP listener (a FHIR ServiceRequest, a HOSxP lab
   * order): kept as a received message with the order placed — or with the refusal, and nothing else
   * — in one transaction. Answers the order's id, the refusal, or `seen` when this hospital's message
   * with that control id was kept before (a HOSxP poll meeting an order again; nothing changes).
   */
  async receiveRead(
    source: OrderSource,
    m: { messageType: string; controlId: string | ((messageId: number) => string); raw: string; by: string },
    read: () => ParsedOrder,
  ): Promise<OrderRefusal | number | 'seen'> {
    const actor = { id: null, username: m.by, ip: null };
    const attempt = () =>
      this.em.fork().transactional(async (tx): Promise<OrderRefusal | number | 'seen'> => {
        if (typeof m.controlId === 'string') {
          const [seen] = await tx.execute(`select 1 from interface_message where hospital_id = ? and control_id = ? and direction = 'in'`, [source.hospitalId, m.controlId]);
          if (seen) return 'seen';
        }
        const messageId = await this.nextMessageId(tx);
        const controlId = typeof m.controlId === 'string' ? m.controlId : m.controlId(messageId);
        const kept = { source, messageType: m.messageType, controlId, raw: m.raw, ack: null, by: m.by };
        try {
          const order = read();
          await this.checkOrder(tx, source.hospitalId, order);
          await this.keep(tx, messageId, { ...kept, state: 'accepted', error: null });
          return this.place(tx, source, messageId, order, actor);
        } catch (error) {
          if (!(error instanceof OrderRefusal)) throw error;
          await this.keep(tx, messageId, { ...kept, state: 'refused', error: error.message });
          return error;
        }
      });
    try {
      return await attempt();
    } catch (error) {
      // The same order (number or control id) kept by a concurrent request or replica a moment ago: checked again, it is seen or refused.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return attempt();
    }
  }

  /** The orders waiting for their specimen (oldest first), or those received (newest first). */
  async list(query: ListQuery): Promise<{ orders: CaseOrderDto[]; total: number }> {
    const where: string[] = ['o.state = ?'];
    const params: unknown[] = [query.state];
    if (query.hospitalId) {
      where.push('o.hospital_id = ?');
      params.push(query.hospitalId);
    }
    if (query.search) {
      where.push(`(o.order_no like ? or o.fields->>'hn' like ? or (o.fields->>'patientFirstName') || ' ' || (o.fields->>'patientLastName') ilike ?)`);
      const prefix = `${query.search.replace(/[\\%_]/g, '\\$&')}%`;
      params.push(prefix, prefix, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`);
    }
    const order = query.state === 'ordered' ? 'o.ordered_at, o.id' : 'o.received_at desc, o.id desc';
    const rows = await this.em.execute<OrderRow[]>(
      `select ${ORDER_COLUMNS}, count(*) over ()::int as total from case_order o ${ORDER_JOINS} where ${where.join(' and ')} order by ${order} limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    return { orders: rows.map(toDto), total: rows[0]?.total ?? 0 };
  }

  /**
   * Receives an ordered case by its order number (scanned or typed): registers the case through the
   * cases service — its accession number now — and marks the order received, in one transaction.
   * No such order waiting: 404; received already: 409 naming the case; two hospitals' orders with
   * this number: 409 unless `hospitalId` says which.
   */
  async receive(actor: Actor, body: ReceiveBody): Promise<{ order: CaseOrderDto; case: CaseDto }> {
    return this.em.transactional(async (tx) => {
      const rows = await tx.execute<OrderRow[]>(
        `select ${ORDER_COLUMNS} from case_order o ${ORDER_JOINS} where o.order_no = ? ${body.hospitalId ? 'and o.hospital_id = ?' : ''} order by o.id for update of o`,
        body.hospitalId ? [body.orderNo, body.hospitalId] : [body.orderNo],
      );
      const waiting = rows.filter((r) => r.state === 'ordered');
      if (!rows.length) throw new NotFoundException(coded('order_not_found', { orderNo: body.orderNo }));
      if (!waiting.length) throw new ConflictException(coded('order_already_received', { orderNo: body.orderNo, accessionNo: rows[0]!.accessionNo }));
      if (waiting.length > 1) throw new ConflictException(coded('order_ambiguous', { orderNo: body.orderNo }));
      const o = waiting[0]!;
      const input = caseInputOf(o.hospitalId, o.fields, new Date().toISOString());
      const parsed = createCaseSchema(o.kind).safeParse(input);
      if (!parsed.success) throw invalidInput(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
      const [created] = await this.cases.register(actor, o.kind, [parsed.data]);
      await tx.execute(`update case_order set state = 'received', case_id = ?, received_at = now(), received_by_username = ? where id = ?`, [created!.id, actor.username, o.id]);
      await tx.execute(`update interface_message set case_id = ?, accession_no = ? where id = (select message_id from case_order where id = ?)`, [
        created!.id,
        created!.accessionNo,
        o.id,
      ]);
      this.audit.record(
        actor,
        {
          action: 'update',
          entity: ORDER_ENTITY,
          entityId: o.id,
          before: { state: 'ordered' },
          after: { state: 'received', caseId: created!.id, accessionNo: created!.accessionNo },
        },
        tx,
      );
      const [after] = await tx.execute<OrderRow[]>(`select ${ORDER_COLUMNS} from case_order o ${ORDER_JOINS} where o.id = ?`, [o.id]);
      return { order: toDto(after!), case: created! };
    });
  }

  private async one(id: number): Promise<CaseOrderDto> {
    const [row] = await this.em.fork().execute<OrderRow[]>(`select ${ORDER_COLUMNS} from case_order o ${ORDER_JOINS} where o.id = ?`, [id]);
    return toDto(row!);
  }

  /** The enabled HL7 interface whose hospital's facility (the interface's receiving facility) sent the message (MSH-4). */
  private async interfaceOf(facility: string): Promise<OrderSource | null> {
    if (!facility) return null;
    const [row] = await this.em
      .fork()
      .execute<OrderSource[]>(
        `select id as "interfaceId", hospital_id as "hospitalId" from interface where kind = 'hl7v2-mllp' and enabled and settings->>'receivingFacility' = ? order by id limit 1`,
        [facility],
      );
    return row ?? null;
  }

  /**
   * Everything an order must be before it is kept: fields a case accepts (the case's own schema, as
   * if received now), a number not placed before by this hospital, and a patient who does not
   * conflict with a known one (the same citizen ID under another name: refused, for a person to check).
   */
  private async checkOrder(tx: EntityManager, hospitalId: number, order: ParsedOrder): Promise<void> {
    const input = caseInputOf(hospitalId, order.fields, new Date().toISOString());
    const parsed = createCaseSchema(order.kind).safeParse(input);
    if (!parsed.success) {
      throw new OrderRefusal('AE', 'order_invalid', { summary: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
    }
    const [taken] = await tx.execute(`select 1 from case_order where hospital_id = ? and order_no = ?`, [hospitalId, order.orderNo]);
    if (taken) throw new OrderRefusal('AE', 'order_number_taken', { orderNo: order.orderNo });
    const citizenId = parsed.data.citizenId;
    if (citizenId) {
      const known = await tx.execute<{ first: string; last: string }[]>(
        `select patient_first_name as first, patient_last_name as last from pathology_case where citizen_id = ? and status <> 'cancelled' order by id desc limit 1`,
        [citizenId],
      );
      const k = known[0];
      if (k && !(sameName(k.first, order.fields.patientFirstName) && sameName(k.last, order.fields.patientLastName))) {
        throw new OrderRefusal('AE', 'order_patient_conflict', { citizenId });
      }
    }
  }

  private async nextMessageId(tx: EntityManager): Promise<number> {
    const [{ id }] = (await tx.execute<{ id: string }[]>(`select nextval('interface_message_id_seq')::text as id`)) as [{ id: string }];
    return Number(id);
  }

  /** Keeps a received message (direction in) and audits it — its type, control id and outcome, never its body. */
  private async keep(tx: EntityManager, id: number, m: Received): Promise<void> {
    await tx.execute(
      `insert into interface_message (id, interface_id, hospital_id, direction, message_type, control_id, raw, state, ack, error, created_by_username, answered_at)
       values (?, ?, ?, 'in', ?, ?, ?, ?, ?, ?, ?, now())`,
      [id, m.source?.interfaceId ?? null, m.source?.hospitalId ?? null, m.messageType.slice(0, 20), m.controlId.slice(0, 40), m.raw, m.state, m.ack, m.error, m.by],
    );
    this.audit.record(
      { id: null, username: m.by, ip: null },
      {
        action: 'create',
        entity: MESSAGE_ENTITY,
        entityId: id,
        before: null,
        after: {
          direction: 'in',
          interfaceId: m.source?.interfaceId ?? null,
          messageType: m.messageType,
          controlId: m.controlId,
          state: m.state,
          ...(m.error ? { reason: m.error } : {}),
        },
      },
      tx,
    );
  }

  /** The order, ordered; the doctor of the hospital's lookup whose name the order gives, if any. */
  private async place(tx: EntityManager, source: OrderSource, messageId: number, order: ParsedOrder, actor: Actor): Promise<number> {
    let doctorId: number | null = null;
    if (order.fields.doctorName) {
      const [d] = await tx.execute<{ id: number }[]>(
        `select id from doctor where hospital_id = ? and active and (lower(name) = lower(?) or lower(concat_ws(' ', title, name)) = lower(?)) order by id limit 1`,
        [source.hospitalId, order.fields.doctorName, order.fields.doctorName],
      );
      doctorId = d?.id ?? null;
    }
    const fields: OrderFields = { ...order.fields, doctorId };
    const [{ id }] = (await tx.execute<{ id: number }[]>(
      `insert into case_order (hospital_id, interface_id, message_id, order_no, kind, fields, doctor_name) values (?, ?, ?, ?, ?, ?, ?) returning id`,
      [source.hospitalId, source.interfaceId, messageId, order.orderNo, order.kind, JSON.stringify(fields), order.fields.doctorName],
    )) as [{ id: number }];
    this.audit.record(
      actor,
      { action: 'create', entity: ORDER_ENTITY, entityId: id, before: null, after: { orderNo: order.orderNo, kind: order.kind, hospitalId: source.hospitalId, messageId } },
      tx,
    );
    return id;
  }
}

/** The registration input of an order (the case's own fields; the doctor when the lookup knows them). */
function caseInputOf(hospitalId: number, f: OrderFields, receivedAt: string): Record<string, unknown> {
  const input: Record<string, unknown> = {
    hn: f.hn,
    patientTitle: f.patientTitle ?? '',
    patientFirstName: f.patientFirstName,
    patientLastName: f.patientLastName,
    patientFirstNameEn: f.patientFirstNameEn ?? '',
    patientLastNameEn: f.patientLastNameEn ?? '',
    citizenId: f.citizenId ?? '',
    sex: f.sex,
    birthDate: f.birthDate,
    hospitalId,
    doctorId: f.doctorId ?? null,
    specimen: f.specimen,
    clinicalHistory: f.clinicalHistory ?? '',
    collectedAt: f.collectedAt,
    receivedAt,
    priority: f.priority,
  };
  return input;
}
