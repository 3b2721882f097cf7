import { Migration } from '@mikro-orm/migrations';

/** Kept word for word by database/triggers/interface-message-kept.ts (the trigger catalogue). */
const KEEP_MESSAGE = `begin if tg_op <> 'UPDATE' or (new.raw is distinct from old.raw and not (old.direction = 'out' and old.state = 'queued' and old.attempts = 0 and old.sent_at is null and left(new.raw, length(old.raw)) = old.raw)) or new.interface_id is distinct from old.interface_id or new.report_id is distinct from old.report_id or new.control_id is distinct from old.control_id or new.direction is distinct from old.direction or new.created_at is distinct from old.created_at then raise exception 'interface_message keeps what was sent and received: % of its message is not allowed (resend makes a new message)', tg_op using errcode = 'insufficient_privilege'; end if; return new; end;`;

/** Migration 034's body, put back by down(). */
const KEEP_MESSAGE_034 = `begin if tg_op <> 'UPDATE' or new.raw is distinct from old.raw or new.interface_id is distinct from old.interface_id or new.report_id is distinct from old.report_id or new.control_id is distinct from old.control_id or new.direction is distinct from old.direction or new.created_at is distinct from old.created_at then raise exception 'interface_message keeps what was sent and received: % of its message is not allowed (resend makes a new message)', tg_op using errcode = 'insufficient_privilege'; end if; return new; end;`;

/**
 * Issue 29.3: an outgoing ORU^R01 carries the report's PDF as an ED OBX when its interface asks for
 * it. The PDF is made outside the release (a browser print is no work for the releasing transaction),
 * so the outbox appends that OBX to the queued message before its first attempt: the text may grow,
 * only by appending and only while the message has never been tried. After that, as before, a
 * message's text never changes.
 */
export class Migration20261128041MessagePdfBeforeSend extends Migration {
  override name = '20261128-041-message-pdf-before-send';

  override up(): void {
    this.addSql(`create or replace function "interface_message_kept_fn"() returns trigger as $$ ${KEEP_MESSAGE} $$ language plpgsql;`);
  }

  override down(): void {
    this.addSql(`create or replace function "interface_message_kept_fn"() returns trigger as $$ ${KEEP_MESSAGE_034} $$ language plpgsql;`);
  }
}
