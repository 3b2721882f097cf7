import { Trigger } from '@mikro-orm/decorators/legacy';
import { bodySource, type CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps dispatch and dispatch_item append-only — a dispatch is sent once and reprinted from its
 * stored bytes: UPDATE and DELETE (row triggers `no_change`, declared on Dispatch and DispatchItem)
 * and TRUNCATE (statement triggers `no_truncate`, one function for both) raise
 * insufficient_privilege. Installed by migration 011.
 */
const REFUSE = `raise exception '% is append-only: % is not allowed (a dispatch is never changed)', tg_table_name, tg_op using errcode = 'insufficient_privilege';`;
const REFUSE_TRUNCATE = `raise exception '% is append-only: TRUNCATE is not allowed (a dispatch is never changed)', tg_table_name using errcode = 'insufficient_privilege';`;

export const DispatchAppendOnly = () => Trigger({ name: 'no_change', timing: 'before', events: ['update', 'delete'], forEach: 'row', body: REFUSE });

export const DISPATCH_APPEND_ONLY: CataloguedTrigger[] = [
  {
    table: 'dispatch',
    name: 'no_change',
    migration: '011',
    definition: 'CREATE TRIGGER no_change BEFORE DELETE OR UPDATE ON dispatch FOR EACH ROW EXECUTE FUNCTION dispatch_no_change_fn()',
    fn: 'dispatch_no_change_fn',
    source: bodySource(REFUSE),
  },
  {
    table: 'dispatch',
    name: 'no_truncate',
    migration: '011',
    definition: 'CREATE TRIGGER no_truncate BEFORE TRUNCATE ON dispatch FOR EACH STATEMENT EXECUTE FUNCTION dispatch_no_truncate_fn()',
    fn: 'dispatch_no_truncate_fn',
    source: bodySource(REFUSE_TRUNCATE),
  },
  {
    table: 'dispatch_item',
    name: 'no_change',
    migration: '011',
    definition: 'CREATE TRIGGER no_change BEFORE DELETE OR UPDATE ON dispatch_item FOR EACH ROW EXECUTE FUNCTION dispatch_item_no_change_fn()',
    fn: 'dispatch_item_no_change_fn',
    source: bodySource(REFUSE),
  },
  {
    table: 'dispatch_item',
    name: 'no_truncate',
    migration: '011',
    definition: 'CREATE TRIGGER no_truncate BEFORE TRUNCATE ON dispatch_item FOR EACH STATEMENT EXECUTE FUNCTION dispatch_no_truncate_fn()',
    fn: 'dispatch_no_truncate_fn',
    source: bodySource(REFUSE_TRUNCATE),
  },
];
