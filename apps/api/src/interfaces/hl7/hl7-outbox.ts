import { Hl7Message } from '@medplum/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { InterfaceSettings } from '@pathdesk/contracts';
import type { AuditService } from '../../audit/audit.service.js';
import type { ReportReleased } from '../../events/domain-events.js';
import type { EventContext } from '../../events/event-bus.js';
import type { JobHandler, JobsService } from '../../jobs/jobs.service.js';
import { REPORT_COLUMNS, rowToReportDto, type ReportRow } from '../../reports/report-rows.js';
import type { ReleaseTargets } from '../release-targets.js';
import { sendForAck } from './hl7-send.js';
import { buildOru, hasPdf, withPdf } from './oru-message.js';

/** The pg-boss queue that sends one queued message and records the hospital's answer. */
export const HL7_SEND_QUEUE = 'hl7-send';
/** Attempts after the first while the hospital's listener is down (back-off 1 s, 2 s, 4 s … at most a minute); then `failed`. */
export const HL7_SEND_RETRIES = 12;

const SYSTEM = { id: null, username: 'system:hl7', ip: null };

/**
 * On `report.released` (issue 29.3): for each enabled HL7 interface of the version's hospital
 * (releaseTargets), the ORU^R01 of that version is built now — from the released snapshot — stored as an
 * `interface_message` (queued; its text never changes) and its sending queued as a job, all in the
 * releasing transaction: a release that rolls back leaves no message, and a committed one exactly one
 * per interface (a unique index on interface and report).
 */
export function hl7OnRelease(jobs: JobsService, audit: AuditService) {
  return async (release: ReportReleased, { em, actor }: EventContext, targets: ReleaseTargets): Promise<void> => {
    if (!targets.hl7.length) return;
    const [row] = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from report_version r where r.id = ?`, [release.reportId]);
    const report = rowToReportDto(row!);
    for (const i of targets.hl7) {
      const id = await queueMessage(em, i, report.id, () => rowToReportDto(row!), null, actor.username, targets.orderNo);
      audit.record(
        actor,
        { action: 'create', entity: 'interface_message', entityId: id, before: null, after: { interfaceId: i.id, reportId: report.id, messageType: 'ORU^R01', state: 'queued' } },
        em,
      );
      await jobs.sendInTransaction(em, HL7_SEND_QUEUE, { messageId: id });
    }
  };
}

/**
 * Stores a new queued ORU^R01 of a version for an interface (a resend names the message it repeats);
 * answers its id. OBR-2 is the case's order number (`orderNo`, read here when not given).
 */
export async function queueMessage(
  em: EntityManager,
  i: { id: number; settings: InterfaceSettings },
  reportId: number,
  report: () => ReturnType<typeof rowToReportDto>,
  resendOf: number | null,
  by: string | null,
  orderNo?: string | null,
): Promise<number> {
  const [{ id }] = (await em.execute<{ id: string }[]>(`select nextval('interface_message_id_seq')::text as id`)) as [{ id: string }];
  const version = report();
  const s = i.settings as Required<InterfaceSettings>;
  // OBR-2: the hospital's order number when the case came from its order (orders in, issue 29.4).
  const placerOrderNo =
    orderNo !== undefined
      ? orderNo
      : ((await em.execute<{ orderNo: string }[]>(`select order_no as "orderNo" from case_order where case_id = ?`, [version.caseId]))[0]?.orderNo ?? null);
  const raw = buildOru({ report: version, settings: s, controlId: `PD${id}`, at: new Date(), placerOrderNo }).toString();
  await em.execute(
    `insert into interface_message (id, interface_id, hospital_id, direction, message_type, control_id, report_id, case_id, accession_no, resend_of, raw, state, created_by_username)
     select ?, i.id, i.hospital_id, 'out', 'ORU^R01', ?, ?, ?, ?, ?, ?, 'queued', ? from interface i where i.id = ?`,
    [id, `PD${id}`, reportId, version.caseId, version.accessionNo, resendOf, raw, by, i.id],
  );
  return Number(id);
}

interface OutboundRow {
  id: number;
  raw: string;
  state: string;
  attempts: number;
  reportId: number | null;
  settings: InterfaceSettings;
  enabled: boolean;
}

/**
 * The job: sends one message over MLLP and waits for its ACK. AA/CA: `acked`; AE/AR: `rejected` with
 * the ACK's reason (not retried: the hospital refused it); no connection or no answer: the attempt
 * is counted and the job retried with back-off; after the last retry: `failed`. The message row is
 * locked while sending, so two replicas never send it twice, and a message already answered is not
 * sent again (exactly once). When the interface asks for the PDF, the version's sealed PDF is added to
 * the message as an ED OBX before its first attempt — the text as sent is the text kept; a PDF that
 * cannot be made yet (no browser) is retried like a listener that is down, counting no attempt.
 */
export function hl7SendHandler(em: EntityManager, audit: AuditService, ackTimeoutMs: number, pdfOf: (reportId: number) => Promise<Uint8Array>): JobHandler<{ messageId: number }> {
  return async ({ messageId }, job) => {
    const fork = em.fork();
    // A failed attempt is recorded in the transaction, which commits; the job is retried after it.
    let retry: Error | null = null;
    const outcome = await fork.transactional(async (tx): Promise<void | 'failed'> => {
      const [m] = await tx.execute<OutboundRow[]>(
        `select m.id::int as id, m.raw, m.state, m.attempts, m.report_id::int as "reportId", i.settings, i.enabled from interface_message m join interface i on i.id = m.interface_id where m.id = ? for update of m`,
        [messageId],
      );
      if (!m || !['queued', 'sent'].includes(m.state)) return;
      const last = job.retryCount >= HL7_SEND_RETRIES;
      const fail = async (reason: string) => {
        audit.record(SYSTEM, { action: 'update', entity: 'interface_message', entityId: m.id, before: { state: m.state }, after: { state: 'failed', error: reason } }, tx);
        await tx.flush();
        return 'failed' as const;
      };
      if (m.settings.includePdf && m.reportId && m.attempts === 0 && m.state === 'queued' && !hasPdf(m.raw)) {
        try {
          m.raw = withPdf(m.raw, await pdfOf(m.reportId));
        } catch (error) {
          const reason = `the report's PDF could not be made: ${(error as Error).message}`.slice(0, 500);
          if (!last) {
            retry = error as Error;
            return;
          }
          await tx.execute(`update interface_message set state = 'failed', error = ? where id = ?`, [reason, m.id]);
          return fail(reason);
        }
        await tx.execute(`update interface_message set raw = ? where id = ?`, [m.raw, m.id]);
      }
      let ack: Hl7Message;
      try {
        ack = await sendForAck({ host: m.settings.host!, port: m.settings.port! }, m.raw, ackTimeoutMs);
      } catch (error) {
        const reason = (error as Error).message || 'no answer';
        await tx.execute(`update interface_message set attempts = attempts + 1, error = ?, state = ? where id = ?`, [reason.slice(0, 500), last ? 'failed' : m.state, m.id]);
        if (last) return fail(reason);
        retry = error as Error;
        return;
      }
      const code = ack.getSegment('MSA')?.getField(1)?.toString() ?? '';
      const accepted = code === 'AA' || code === 'CA';
      const reason = accepted ? null : ack.getSegment('ERR')?.getComponent(8, 1) || ack.getSegment('MSA')?.getField(3)?.toString() || `ACK ${code || 'without MSA'}`;
      const state = accepted ? 'acked' : 'rejected';
      await tx.execute(
        `update interface_message set attempts = attempts + 1, state = ?, ack = ?, error = ?, sent_at = coalesce(sent_at, now()), answered_at = now() where id = ?`,
        [state, ack.toString(), reason, m.id],
      );
      audit.record(SYSTEM, { action: 'update', entity: 'interface_message', entityId: m.id, before: { state: m.state }, after: { state, ...(reason ? { reason } : {}) } }, tx);
      await tx.flush();
      return state === 'rejected' ? 'failed' : undefined;
    });
    if (retry) throw retry;
    return outcome;
  };
}
