import { Trigger } from '@mikro-orm/decorators/legacy';
import { bodySource, type CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps credit_note and credit_note_line unchanged once made — a credit note is issued with its
 * number and corrected only by another document: UPDATE and DELETE (row triggers `no_change`,
 * declared on CreditNote and CreditNoteLine) raise insufficient_privilege. Installed by migration 021.
 */
const REFUSE = `raise exception 'credit notes never change: % is not allowed', tg_op using errcode = 'insufficient_privilege';`;

export const CreditNoteAppendOnly = () => Trigger({ name: 'no_change', timing: 'before', events: ['update', 'delete'], forEach: 'row', body: REFUSE });

export const CREDIT_NOTE_APPEND_ONLY: CataloguedTrigger[] = ['credit_note', 'credit_note_line'].map((table) => ({
  table,
  name: 'no_change',
  migration: '021',
  definition: `CREATE TRIGGER no_change BEFORE DELETE OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_no_change_fn()`,
  fn: `${table}_no_change_fn`,
  source: bodySource(REFUSE),
}));
