import type { EntityManager } from '@mikro-orm/postgresql';
import { CASE_KINDS, reportVersionType, type ReportDto } from '@pathdesk/contracts';
import type { AuditService } from '../../audit/audit.service.js';
import type { ReportReleased } from '../../events/domain-events.js';
import type { EventContext } from '../../events/event-bus.js';
import type { ReleaseTargets } from '../release-targets.js';
import type { JobHandler, JobsService } from '../../jobs/jobs.service.js';
import { REPORT_COLUMNS, rowToReportDto, type ReportRow } from '../../reports/report-rows.js';
import { reportSections } from '../report-sections.js';
import { withHosxp, type HosxpInterface } from './hosxp-database.js';

/** The pg-boss queue that writes one release into the hospital's HOSxP. */
export const HOSXP_WRITE_QUEUE = 'hosxp-write';
/** Attempts after the first while HOSxP's database is out of reach (back-off up to a minute); then `failed`. */
export const HOSXP_WRITE_RETRIES = 12;

const SYSTEM = { id: null, username: 'system:hosxp', ip: null };

/** What is written into HOSxP for a release: kept as the message's text (it never changes). */
interface HosxpResult {
  labOrderNumber: string;
  /** The lab items of the order that are the interface's pathology items: each gets the result. */
  items: string[];
  /** The report as text: its sections, then the accession number, version and the report's link. */
  result: string;
  /** The lab's local date and time of the release (HOSxP's report_date, report_time). */
  reportDate: string;
  reportTime: string;
}

const RELEASE_WORDS: Record<ReturnType<typeof reportVersionType>, string> = { first: 'Final report', amendment: 'Amended report', addendum: 'Addendum' };

/** The report as HOSxP's result text: each section under its heading, then where the signed PDF is. */
function resultText(report: ReportDto, link: string): string {
  const sections = reportSections(report).map((s) => `${s.display.replace(/^Pathology report /, '').toUpperCase()}\n${s.text}`);
  const type = RELEASE_WORDS[reportVersionType(report)];
  return [...sections, `${type}: ${report.accessionNo}, version ${report.version}. Report: ${link}`].join('\n\n');
}

/** A moment as the lab's local date and time (Asia/Bangkok, no daylight saving). */
function labDateTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 7 * 3600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/**
 * On `report.released` (issue 29.5): a case that came from a HOSxP order of an enabled interface
 * (releaseTargets) gets its result written back — the text is fixed now from the released snapshot, kept as an
 * `interface_message` (queued) and its writing queued, all in the releasing transaction. An amendment
 * or an addendum writes again (HOSxP keeps one result per item: the latest).
 */
export function hosxpOnRelease(jobs: JobsService, audit: AuditService, publicUrl: string) {
  return async (release: ReportReleased, { em, actor }: EventContext, { hosxp: order }: ReleaseTargets): Promise<void> => {
    if (!order) return;
    const [row] = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from report_version r where r.id = ?`, [release.reportId]);
    const report = rowToReportDto(row!);
    const { date, time } = labDateTime(new Date(report.releasedAt));
    const payload: HosxpResult = {
      labOrderNumber: order.orderNo,
      items: CASE_KINDS.flatMap((kind) => order.settings.labItems?.[kind] ?? []),
      result: resultText(report, `${publicUrl}/api/reports/${report.kind}s/${report.id}/pdf`),
      reportDate: date,
      reportTime: time,
    };
    const [{ id }] = (await em.execute<{ id: string }[]>(`select nextval('interface_message_id_seq')::text as id`)) as [{ id: string }];
    await em.execute(
      `insert into interface_message (id, interface_id, hospital_id, direction, message_type, control_id, report_id, case_id, accession_no, raw, state, created_by_username)
       select ?, i.id, i.hospital_id, 'out', 'HOSXP-RESULT', ?, ?, ?, ?, ?, 'queued', ? from interface i where i.id = ?`,
      [id, `PD${id}`, report.id, report.caseId, report.accessionNo, JSON.stringify(payload), actor.username, order.id],
    );
    audit.record(
      actor,
      {
        action: 'create',
        entity: 'interface_message',
        entityId: Number(id),
        before: null,
        after: { interfaceId: order.id, reportId: report.id, messageType: 'HOSXP-RESULT', state: 'queued' },
      },
      em,
    );
    await jobs.sendInTransaction(em, HOSXP_WRITE_QUEUE, { messageId: Number(id) });
  };
}

interface OutboundRow extends HosxpInterface {
  messageId: number;
  raw: string;
  state: string;
}

/**
 * The job: writes one release into HOSxP in one MySQL transaction — the result on the order's
 * pathology items (`lab_order.lab_order_result`, `confirm` Y) and the order reported (`lab_head`
 * `confirm_report` Y, `report_date`, `report_time`). Written: `acked`. The lab order gone from HOSxP:
 * `rejected` (not retried). HOSxP out of reach: the attempt is counted and the job retried with
 * back-off; after the last retry: `failed`. The message row is locked while writing (once across replicas).
 */
export function hosxpWriteHandler(em: EntityManager, audit: AuditService, secretKey: Buffer | undefined): JobHandler<{ messageId: number }> {
  return async ({ messageId }, job) => {
    let retry: Error | null = null;
    const outcome = await em.fork().transactional(async (tx): Promise<void | 'failed'> => {
      const [m] = await tx.execute<OutboundRow[]>(
        `select m.id::int as "messageId", m.raw, m.state, i.id, i.hospital_id as "hospitalId", i.settings, i.secret
           from interface_message m join interface i on i.id = m.interface_id where m.id = ? for update of m`,
        [messageId],
      );
      if (!m || !['queued', 'sent'].includes(m.state)) return;
      const payload = JSON.parse(m.raw) as HosxpResult;
      let written: number;
      try {
        written = await withHosxp(m, secretKey, async (db) => {
          await db.beginTransaction();
          try {
            const [items] = await db.query(`update lab_order set lab_order_result = ?, confirm = 'Y' where lab_order_number = ? and lab_items_code in (?)`, [
              payload.result,
              payload.labOrderNumber,
              payload.items.length ? payload.items : [''],
            ]);
            await db.query(`update lab_head set confirm_report = 'Y', report_date = ?, report_time = ? where lab_order_number = ?`, [
              payload.reportDate,
              payload.reportTime,
              payload.labOrderNumber,
            ]);
            await db.commit();
            return (items as { affectedRows: number }).affectedRows;
          } catch (error) {
            await db.rollback().catch(() => undefined);
            throw error;
          }
        });
      } catch (error) {
        const last = job.retryCount >= HOSXP_WRITE_RETRIES;
        const reason = ((error as Error).message || 'HOSxP did not answer').slice(0, 500);
        await tx.execute(`update interface_message set attempts = attempts + 1, error = ?, state = ? where id = ?`, [reason, last ? 'failed' : m.state, m.messageId]);
        if (!last) {
          retry = error as Error;
          return;
        }
        audit.record(SYSTEM, { action: 'update', entity: 'interface_message', entityId: m.messageId, before: { state: m.state }, after: { state: 'failed', error: reason } }, tx);
        await tx.flush();
        return 'failed';
      }
      const state = written > 0 ? 'acked' : 'rejected';
      const answer = written > 0 ? `written: lab order ${payload.labOrderNumber}, ${written} item(s)` : null;
      const reason = written > 0 ? null : `lab order ${payload.labOrderNumber} has none of the pathology items in HOSxP any more`;
      await tx.execute(
        `update interface_message set attempts = attempts + 1, state = ?, ack = ?, error = ?, sent_at = coalesce(sent_at, now()), answered_at = now() where id = ?`,
        [state, answer, reason, m.messageId],
      );
      audit.record(
        SYSTEM,
        { action: 'update', entity: 'interface_message', entityId: m.messageId, before: { state: m.state }, after: { state, ...(reason ? { reason } : {}) } },
        tx,
      );
      await tx.flush();
      return state === 'rejected' ? 'failed' : undefined;
    });
    if (retry) throw retry;
    return outcome;
  };
}
