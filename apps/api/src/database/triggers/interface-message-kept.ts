import type { CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps every message sent to or received from a hospital's system as it was (issue 29): an UPDATE
 * may move its state (queued → sent → acked…) and record the answer, never its text, interface,
 * report, control id, direction or time; DELETE (row trigger `interface_message_kept`) and TRUNCATE
 * (statement trigger `interface_message_no_truncate`) raise insufficient_privilege. A resend is a
 * new message. interfaces/ owns the table (SQL only). Installed by migration 034; since 041 a queued
 * message never tried may have text appended (its PDF as an ED OBX, issue 29.3) before its first send.
 */
const KEEP_MESSAGE = `begin if tg_op <> 'UPDATE' or (new.raw is distinct from old.raw and not (old.direction = 'out' and old.state = 'queued' and old.attempts = 0 and old.sent_at is null and left(new.raw, length(old.raw)) = old.raw)) or new.interface_id is distinct from old.interface_id or new.report_id is distinct from old.report_id or new.control_id is distinct from old.control_id or new.direction is distinct from old.direction or new.created_at is distinct from old.created_at then raise exception 'interface_message keeps what was sent and received: % of its message is not allowed (resend makes a new message)', tg_op using errcode = 'insufficient_privilege'; end if; return new; end;`;

export const INTERFACE_MESSAGE_KEPT: CataloguedTrigger[] = [
  {
    table: 'interface_message',
    name: 'interface_message_kept',
    migration: '041',
    definition: 'CREATE TRIGGER interface_message_kept BEFORE DELETE OR UPDATE ON interface_message FOR EACH ROW EXECUTE FUNCTION interface_message_kept_fn()',
    fn: 'interface_message_kept_fn',
    source: KEEP_MESSAGE,
  },
  {
    table: 'interface_message',
    name: 'interface_message_no_truncate',
    migration: '041',
    definition: 'CREATE TRIGGER interface_message_no_truncate BEFORE TRUNCATE ON interface_message FOR EACH STATEMENT EXECUTE FUNCTION interface_message_kept_fn()',
    fn: 'interface_message_kept_fn',
    source: KEEP_MESSAGE,
  },
];
