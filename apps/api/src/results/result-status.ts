import type { CaseStatus } from '@pathdesk/contracts';
import { assertTransition } from '../cases/domain/case-status.js';

/**
 * The status moves a result save makes (each checked by assertTransition): the first save puts a
 * registered case in progress; a complete result makes it diagnosed; a draft saved on a diagnosed
 * case puts it back in progress. A signed-out case's result is an amendment draft: no move.
 */
export function resultStatusMoves(status: CaseStatus, complete: boolean): CaseStatus[] {
  const moves: CaseStatus[] = [];
  let at = status;
  const move = (to: CaseStatus) => {
    assertTransition(at, to);
    moves.push(to);
    at = to;
  };
  if (status === 'signed_out' || status === 'amended') return moves;
  if (at === 'registered') move('in_progress');
  if (complete && at !== 'diagnosed') move('diagnosed');
  if (!complete && at === 'diagnosed') move('in_progress');
  return moves;
}
