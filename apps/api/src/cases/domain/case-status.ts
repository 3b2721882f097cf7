import { coded } from '@pathdesk/contracts';
import { ConflictException } from '@nestjs/common';
import { canMove, CASE_STATUS_LABELS, EDITABLE_STATUSES, type CaseStatus } from '@pathdesk/contracts';

/** What moving a case to each status is called in messages ("cannot be cancelled"). */
const MOVES: Record<CaseStatus, string> = {
  registered: 'registered again',
  in_progress: 'put in progress',
  diagnosed: 'diagnosed',
  signed_out: 'signed out',
  amended: 'amended',
  cancelled: 'cancelled',
};

function named(status: CaseStatus): string {
  return CASE_STATUS_LABELS[status].toLowerCase();
}

/**
 * The one place that decides whether a case may move from one status to another
 * (CASE_TRANSITIONS of the contracts: forward only, or cancelled with a reason). Refused: 409
 * naming the current status. Cancelling is done here; results and sign-out use it too.
 */
export function assertTransition(from: CaseStatus, to: CaseStatus): void {
  if (canMove(from, to)) return;
  throw new ConflictException({
    ...coded('case_cannot_move', { current: named(from), move: MOVES[to] }),
    errors: [{ field: 'status', ...coded('cannot_go_from_to', { from, to }) }],
  });
}

/** Registration data changes only while the case is being worked on (EDITABLE_STATUSES). */
export function assertEditable(status: CaseStatus): void {
  if (EDITABLE_STATUSES.includes(status)) return;
  const why = status === 'cancelled' ? 'A cancelled case is kept as it was' : 'Its report was signed out: changes go through an amendment';
  throw new ConflictException({
    ...coded('registration_not_editable', { current: named(status), why }),
    errors: [{ field: 'status', ...coded('is_status', { status }) }],
  });
}
