import { coded } from '@pathdesk/contracts';
import { invalidInput } from '../common/invalid-input.js';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InterfaceDto, InterfaceKind, InterfaceMessageDto, InterfaceSettings } from '@pathdesk/contracts';
import type { createInterfaceSchema, interfaceMessagesQuerySchema, updateInterfaceSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { Actor } from '../identity/actor.js';
import { JobsService } from '../jobs/jobs.service.js';
import { REPORT_COLUMNS, rowToReportDto, type ReportRow } from '../reports/report-rows.js';
import { tokenHash } from './fhir/fhir-token.middleware.js';
import { HL7_SEND_QUEUE, queueMessage } from './hl7/hl7-outbox.js';
import { seal } from './secret-box.js';

type CreateInterface = z.output<typeof createInterfaceSchema>;
type UpdateInterface = z.output<typeof updateInterfaceSchema>;
type MessagesQuery = z.output<typeof interfaceMessagesQuerySchema>;
type MessageRow = Parameters<typeof toMessageDto>[0] & { total?: number; raw?: string };

/** The audit log's names. */
const INTERFACE_ENTITY = 'interface';
const MESSAGE_ENTITY = 'interface_message';

interface InterfaceRow {
  id: number;
  hospitalId: number;
  hospitalName: string;
  kind: InterfaceKind;
  name: string;
  enabled: boolean;
  settings: InterfaceSettings;
  secret: string | null;
  tokenHint: string | null;
  revokedAt: Date | null;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  version: number;
}

const SETTINGS_OF: Record<InterfaceKind, readonly (keyof InterfaceSettings)[]> = {
  'hl7v2-mllp': ['host', 'port', 'sendingApplication', 'sendingFacility', 'receivingApplication', 'receivingFacility', 'includePdf'],
  'fhir-token': [],
  hosxp: ['host', 'port', 'database', 'user', 'labItems'],
};

const INTERFACE_COLUMNS = `i.id, i.hospital_id as "hospitalId", h.name_th as "hospitalName", i.kind, i.name, i.enabled, i.settings, i.secret, i.token_hint as "tokenHint",
  i.revoked_at as "revokedAt", i.created_at as "createdAt", i.created_by_username as "createdBy", i.updated_at as "updatedAt", i.version`;

const MESSAGE_COLUMNS = `m.id::int as id, m.interface_id as "interfaceId", m.direction, m.message_type as "messageType", m.control_id as "controlId", m.report_id as "reportId",
  m.case_id as "caseId", m.accession_no as "accessionNo", m.resend_of::int as "resendOf", m.state, m.ack, m.error, m.attempts,
  m.created_at as "createdAt", m.sent_at as "sentAt", m.answered_at as "answeredAt"`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto(row: InterfaceRow): InterfaceDto {
  const settings = Object.fromEntries(SETTINGS_OF[row.kind].filter((k) => row.settings[k] !== undefined).map((k) => [k, row.settings[k]]));
  return {
    id: row.id,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    kind: row.kind,
    name: row.name,
    enabled: row.enabled,
    ...settings,
    ...(row.kind === 'hosxp' ? { hasPassword: row.secret !== null } : {}),
    tokenHint: row.tokenHint,
    revokedAt: iso(row.revokedAt),
    createdAt: iso(row.createdAt)!,
    createdBy: row.createdBy,
    updatedAt: iso(row.updatedAt)!,
    version: row.version,
  };
}

function toMessageDto(
  row: Omit<InterfaceMessageDto, 'createdAt' | 'sentAt' | 'answeredAt'> & { createdAt: Date; sentAt: Date | null; answeredAt: Date | null },
): InterfaceMessageDto {
  return { ...row, createdAt: iso(row.createdAt)!, sentAt: iso(row.sentAt), answeredAt: iso(row.answeredAt) };
}

/** The hospital's interfaces (issue 29.6): set up, changed, enabled and disabled by administrators, every change audited. */
@Injectable()
export class InterfacesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The interface's messages, newest first (without their text); `search` finds an accession number or control id. */
  async messages(id: number, query: MessagesQuery): Promise<{ messages: InterfaceMessageDto[]; total: number }> {
    await this.get(id);
    const where = ['m.interface_id = ?'];
    const params: unknown[] = [id];
    if (query.state) {
      where.push('m.state = ?');
      params.push(query.state);
    }
    if (query.search) {
      where.push('(m.accession_no = ? or m.control_id = ?)');
      params.push(query.search, query.search);
    }
    const rows = await this.em.execute<MessageRow[]>(
      `select ${MESSAGE_COLUMNS}, count(*) over ()::int as total from interface_message m where ${where.join(' and ')} order by m.id desc limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    return { messages: rows.map(({ total: _total, ...row }) => toMessageDto(row)), total: rows[0]?.total ?? 0 };
  }

  /** One message with its text and answer: patient data, so its reading is audited. */
  async message(actor: Actor, id: number, messageId: number): Promise<{ message: InterfaceMessageDto }> {
    const [row] = await this.em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS}, m.raw from interface_message m where m.id = ? and m.interface_id = ?`, [messageId, id]);
    if (!row) throw new NotFoundException(coded('message_not_found'));
    await this.em.transactional(async (em) => {
      this.audit.record(actor, { action: 'view', entity: MESSAGE_ENTITY, entityId: messageId, before: null, after: { interfaceId: id, accessionNo: row.accessionNo } }, em);
      await em.flush();
    });
    return { message: toMessageDto(row) };
  }

  /** Sends a message's version again: a new message (naming the one it repeats), queued; the old one stays as it was. */
  async resend(actor: Actor, id: number, messageId: number): Promise<{ message: InterfaceMessageDto }> {
    const newId = await this.em.transactional(async (em) => {
      const i = await this.get(id, em);
      if (i.kind !== 'hl7v2-mllp') throw new BadRequestException(coded('only_hl7_sends'));
      if (!i.enabled) throw new ConflictException(coded('interface_disabled'));
      const [m] = await em.execute<{ reportId: number | null; direction: string }[]>(
        `select report_id as "reportId", direction from interface_message where id = ? and interface_id = ?`,
        [messageId, id],
      );
      if (!m) throw new NotFoundException(coded('message_not_found'));
      if (m.direction !== 'out' || m.reportId === null) throw new BadRequestException(coded('only_sent_report_resends'));
      const [report] = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from report_version r where r.id = ?`, [m.reportId]);
      const created = await queueMessage(em, { id, settings: i.settings }, m.reportId, () => rowToReportDto(report!), messageId, actor.username);
      this.audit.record(
        actor,
        { action: 'create', entity: MESSAGE_ENTITY, entityId: created, before: null, after: { interfaceId: id, reportId: m.reportId, resendOf: messageId, state: 'queued' } },
        em,
      );
      await em.flush();
      await this.jobs.sendInTransaction(em, HL7_SEND_QUEUE, { messageId: created });
      return created;
    });
    const [row] = await this.em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from interface_message m where m.id = ?`, [newId]);
    return { message: toMessageDto(row!) };
  }

  async list(hospitalId?: number): Promise<{ interfaces: InterfaceDto[] }> {
    const rows = await this.em.execute<InterfaceRow[]>(
      `select ${INTERFACE_COLUMNS} from interface i join hospital h on h.id = i.hospital_id ${hospitalId ? 'where i.hospital_id = ?' : ''} order by h.name_th, i.kind, i.id`,
      hospitalId ? [hospitalId] : [],
    );
    return { interfaces: rows.map(toDto) };
  }

  async get(id: number, em: EntityManager = this.em, lock = false): Promise<InterfaceRow> {
    const [row] = await em.execute<InterfaceRow[]>(
      `select ${INTERFACE_COLUMNS} from interface i join hospital h on h.id = i.hospital_id where i.id = ?${lock ? ' for update of i' : ''}`,
      [id],
    );
    if (!row) throw new NotFoundException(coded('interface_not_found'));
    return row;
  }

  /**
   * Settings → Interfaces' test button (issue 29.6): whether the interface's host answers on its port
   * (a TCP connection within 5 s, then closed; nothing is sent). An HL7 link's listener, or a HOSxP
   * database's server — its login is the adapter's to check. A FHIR token has nothing to reach (400).
   */
  async test(id: number): Promise<{ ok: boolean; detail: string }> {
    const i = await this.get(id);
    if (i.kind === 'fhir-token') throw new BadRequestException(coded('interface_test_unsupported'));
    const { host, port } = i.settings;
    return new Promise((resolve) => {
      const socket = connect({ host: host!, port: port! });
      const end = (ok: boolean, detail: string) => {
        socket.destroy();
        resolve({ ok, detail });
      };
      socket.setTimeout(5000, () => end(false, `No answer from ${host}:${port} within 5 s.`));
      socket.once('connect', () => end(true, `${host}:${port} accepts connections.`));
      socket.once('error', (error) => end(false, `${host}:${port}: ${error.message}`));
    });
  }

  async one(id: number): Promise<{ interface: InterfaceDto }> {
    return { interface: toDto(await this.get(id)) };
  }

  /** Creates an interface; a `fhir-token` one answers its token here, once (only its SHA-256 is kept). */
  async create(actor: Actor, request: CreateInterface): Promise<{ interface: InterfaceDto; token?: string }> {
    const [hospital] = await this.em.execute<{ id: number; nameTh: string }[]>(`select id, name_th as "nameTh" from hospital where id = ?`, [request.hospitalId]);
    if (!hospital) throw invalidInput([{ field: 'hospitalId', message: 'no such hospital' }]);
    const token = request.kind === 'fhir-token' ? `pdk_${randomBytes(32).toString('base64url')}` : null;
    const secret = request.kind === 'hosxp' ? this.seal(request.password) : null;
    const settings = Object.fromEntries(
      SETTINGS_OF[request.kind].flatMap((k) => ((request as Record<string, unknown>)[k] === undefined ? [] : [[k, (request as Record<string, unknown>)[k]]])),
    );
    const name = request.name ?? `${hospital.nameTh} — ${request.kind}`;
    const id = await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ id: number }[]>(
        `insert into interface (hospital_id, kind, enabled, name, settings, token_hash, token_hint, secret, created_by_username) values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?) returning id`,
        [
          request.hospitalId,
          request.kind,
          request.enabled ?? true,
          name,
          JSON.stringify(settings),
          token ? tokenHash(token) : null,
          token ? token.slice(0, 8) : null,
          secret,
          actor.username ?? 'system',
        ],
      );
      this.audit.record(
        actor,
        {
          action: 'create',
          entity: INTERFACE_ENTITY,
          entityId: row!.id,
          before: null,
          after: { hospitalId: request.hospitalId, kind: request.kind, name, enabled: request.enabled ?? true, ...settings },
        },
        em,
      );
      await em.flush();
      return row!.id;
    });
    return { interface: toDto(await this.get(id)), ...(token ? { token } : {}) };
  }

  async update(actor: Actor, id: number, request: UpdateInterface): Promise<{ interface: InterfaceDto }> {
    await this.em.transactional(async (em) => {
      const row = await this.get(id, em, true);
      if (row.version !== request.version) throw new ConflictException(coded('interface_changed'));
      if (row.revokedAt) throw new ConflictException(coded('token_revoked'));
      const { version: _version, name, enabled, password, revoke, ...rest } = request;
      const allowed = SETTINGS_OF[row.kind];
      const foreign = Object.keys(rest).filter((k) => !allowed.includes(k as keyof InterfaceSettings));
      if (foreign.length || (password !== undefined && row.kind !== 'hosxp') || (revoke && row.kind !== 'fhir-token')) {
        throw invalidInput(
          [...foreign, ...(password !== undefined && row.kind !== 'hosxp' ? ['password'] : []), ...(revoke && row.kind !== 'fhir-token' ? ['revoke'] : [])].map((field) => ({
            field,
            message: `does not apply to a ${row.kind} interface`,
          })),
        );
      }
      const settings = { ...row.settings, ...rest };
      await em.execute(
        `update interface set name = ?, enabled = ?, settings = ?::jsonb, secret = ?, revoked_at = ${revoke ? 'now()' : 'revoked_at'}, updated_at = now(), version = version + 1 where id = ?`,
        [name ?? row.name, enabled ?? row.enabled, JSON.stringify(settings), password !== undefined ? this.seal(password) : row.secret, id],
      );
      this.audit.record(
        actor,
        {
          action: 'update',
          entity: INTERFACE_ENTITY,
          entityId: id,
          before: { name: row.name, enabled: row.enabled, ...row.settings },
          after: {
            name: name ?? row.name,
            enabled: enabled ?? row.enabled,
            ...settings,
            ...(password !== undefined ? { password: 'changed' } : {}),
            ...(revoke ? { revoked: true } : {}),
          },
        },
        em,
      );
      await em.flush();
    });
    return this.one(id);
  }

  private seal(password: string): string {
    const key = this.config.interfaces.secretKey;
    if (!key) throw new BadRequestException(coded('no_interface_secret_key'));
    return seal(key, password);
  }
}
