import type { Subscriber } from '../../events/event-bus.js';

/**
 * Subscriber of `report.released`: the include-report outbox takes the released version in place
 * of the version it supersedes, marked to send again when an earlier version of the case was sent.
 */
export const outboxOnRelease: Subscriber<'report.released'> = async (release, { em }) => {
  if (release.previousId !== null) await em.execute('delete from report_to_dispatch where report_id = ?', [release.previousId]);
  await em.execute(
    `insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
     values (?, ?, ?, ?, ?, exists (select 1 from dispatch_item where case_id = ?))`,
    [release.reportId, release.caseId, release.kind, release.hospitalId, release.releasedAt, release.caseId],
  );
};
