import type { InterfaceMessageState } from '@pathdesk/contracts';
import type { TagSeverity } from './status-tag.js';

/** A message to or from a hospital's system, coloured by where it stands (issue 29): on its way, taken, refused. */
export const MESSAGE_STATE_SEVERITY: Record<InterfaceMessageState, TagSeverity> = {
  queued: 'info',
  sent: 'info',
  acked: 'success',
  accepted: 'success',
  rejected: 'danger',
  refused: 'danger',
  failed: 'danger',
};
