import { hasRole } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';

/**
 * A background job's files (a summary export, a month end's PDF and workbook) are read by the
 * account that started the job and by administrators only (issue 24.13); anyone else is told there
 * is no such job (404), not that it exists.
 */
export function mayReadJobFiles(actor: Actor, startedById: number | null): boolean {
  return hasRole(actor.role, ['admin']) || (actor.id !== null && actor.id === startedById);
}
