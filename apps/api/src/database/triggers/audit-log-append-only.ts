import { Trigger } from '@mikro-orm/decorators/legacy';
import { bodySource, type CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps audit_log append-only: an UPDATE or DELETE of a record (row trigger `no_change`) and a
 * TRUNCATE (statement trigger `no_truncate`) raise insufficient_privilege. Installed by migration
 * 001. Only `no_change` is declared on the entity (AuditEntry): the schema diff cannot see
 * statement-level TRUNCATE triggers.
 */
const REFUSE = `raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';`;

export const AuditLogAppendOnly = () => Trigger({ name: 'no_change', timing: 'before', events: ['update', 'delete'], forEach: 'row', body: REFUSE });

export const AUDIT_LOG_APPEND_ONLY: CataloguedTrigger[] = [
  {
    table: 'audit_log',
    name: 'no_change',
    migration: '001',
    definition: 'CREATE TRIGGER no_change BEFORE DELETE OR UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_no_change_fn()',
    fn: 'audit_log_no_change_fn',
    source: bodySource(REFUSE),
  },
  {
    table: 'audit_log',
    name: 'no_truncate',
    migration: '001',
    definition: 'CREATE TRIGGER no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_no_truncate_fn()',
    fn: 'audit_log_no_truncate_fn',
    source: bodySource(REFUSE),
  },
];
