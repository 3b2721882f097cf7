import { randomBytes } from 'node:crypto';
import type { Subscriber } from '../events/event-bus.js';
import { REPORT_CONTENT_SHA256, chainOf } from './report-content.js';

/** A verification token: 128 random bits as 32 hex digits — nothing about the patient or the document in it. */
export const newToken = () => randomBytes(16).toString('hex');

/**
 * Subscriber of `report.released` (issue 32.4): seals the new version in the release's transaction —
 * a verification token of its own, the SHA-256 of its content as stored, chained to the seal of the
 * version it supersedes. One seal per version (the unique document constraint refuses a second).
 */
export const sealOnRelease: Subscriber<'report.released'> = async (release, { em }) => {
  await em.execute(
    `insert into document_seal (document_type, document_id, token, previous_id, content_sha256, chain_sha256)
     select 'report', r.id, ?, p.id, c.content, ${chainOf('p.chain_sha256', 'c.content')}
       from report_version r
       cross join lateral (select ${REPORT_CONTENT_SHA256} as content) c
       left join document_seal p on p.document_type = 'report' and p.document_id = r.previous_id
      where r.id = ?`,
    [newToken(), release.reportId],
  );
};
