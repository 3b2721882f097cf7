import { ADDITIONAL_TRANSITIONS, hasRole, type AdditionalDto, type AdditionalStatus } from '@pathdesk/contracts';

/** Pathologists (and admins) order tests; lab staff and admins perform them (issue 12). */
export const ORDERING_ROLES = ['doctor', 'admin'] as const;
const PERFORMING_ROLES = ['admin', 'user'] as const;

/** What the order dialog holds: the block (null: the case), the tests of the panel, a note. */
export interface OrderForm {
  blockId: number | null;
  testIds: number[];
  note: string;
}

/** The request of an order dialog: the tests in the order they were picked, the note trimmed. */
export function orderRequest(form: OrderForm) {
  return { blockId: form.blockId, testIds: [...form.testIds], note: form.note.trim() || null };
}

export type OrderMove = 'in_progress' | 'done' | 'cancelled';

/** The moves a person of `role` may make on an order now (none once done or cancelled). */
export function orderMoves(order: Pick<AdditionalDto, 'status'>, role: string | null | undefined): OrderMove[] {
  const next = ADDITIONAL_TRANSITIONS[order.status] as readonly AdditionalStatus[];
  const moves: OrderMove[] = [];
  if (hasRole(role, PERFORMING_ROLES)) {
    if (next.includes('in_progress')) moves.push('in_progress');
    if (next.includes('done')) moves.push('done');
  }
  // The orderer may withdraw an order as lab staff may refuse one: both cancel with a reason.
  if (next.includes('cancelled') && hasRole(role, [...ORDERING_ROLES, ...PERFORMING_ROLES])) moves.push('cancelled');
  return moves;
}

/** Who moved the order last, and when: the line under its status. */
export function lastMove(order: AdditionalDto): { by: string; at: string; what: string } {
  if (order.status === 'cancelled' && order.cancelledAt) return { what: 'Cancelled', by: order.cancelledBy ?? '', at: order.cancelledAt };
  if (order.status === 'done' && order.doneAt) return { what: 'Done', by: order.doneBy ?? '', at: order.doneAt };
  if (order.status === 'in_progress' && order.startedAt) return { what: 'Started', by: order.startedBy ?? '', at: order.startedAt };
  return { what: 'Ordered', by: order.orderedBy, at: order.orderedAt };
}
