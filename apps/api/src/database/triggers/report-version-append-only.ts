import { Trigger } from '@mikro-orm/decorators/legacy';
import { bodySource, type CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps report_version append-only — a released report is never changed, it is amended by a new
 * version: UPDATE and DELETE (row trigger `no_change`) and TRUNCATE (statement trigger
 * `no_truncate`) raise insufficient_privilege. Installed by migration 005; only `no_change` is
 * declared on the entity (ReportVersion), as for the audit log.
 */
const REFUSE = `raise exception 'report_version is append-only: % is not allowed (a released report is never changed; amend it)', tg_op using errcode = 'insufficient_privilege';`;

export const ReportVersionAppendOnly = () => Trigger({ name: 'no_change', timing: 'before', events: ['update', 'delete'], forEach: 'row', body: REFUSE });

export const REPORT_VERSION_APPEND_ONLY: CataloguedTrigger[] = [
  {
    table: 'report_version',
    name: 'no_change',
    migration: '005',
    definition: 'CREATE TRIGGER no_change BEFORE DELETE OR UPDATE ON report_version FOR EACH ROW EXECUTE FUNCTION report_version_no_change_fn()',
    fn: 'report_version_no_change_fn',
    source: bodySource(REFUSE),
  },
  {
    table: 'report_version',
    name: 'no_truncate',
    migration: '005',
    definition: 'CREATE TRIGGER no_truncate BEFORE TRUNCATE ON report_version FOR EACH STATEMENT EXECUTE FUNCTION report_version_no_truncate_fn()',
    fn: 'report_version_no_truncate_fn',
    source: bodySource(REFUSE),
  },
];
