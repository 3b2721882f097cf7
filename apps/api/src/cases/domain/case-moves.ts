import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseStatus } from '@pathdesk/contracts';
import type { AuditService } from '../../audit/audit.service.js';
import type { Actor } from '../../identity/actor.js';
import type { PathologyCase } from '../pathology-case.entity.js';
import { CASE_ENTITY } from './case-entity-name.js';

/**
 * Sets a case's status (its moves already checked) and records the move in the case's history —
 * the one way results, sign-out and QC move a case (pathology_case is written by cases/ only).
 */
export function moveCase(
  audit: AuditService,
  em: EntityManager,
  actor: Actor,
  entity: PathologyCase,
  to: CaseStatus,
  action: 'update' | 'sign-out' | 'amend',
  reason: string | null = null,
): void {
  const from = entity.status;
  entity.status = to;
  audit.record(actor, { action, entity: CASE_ENTITY, entityId: entity.id, before: { status: from }, after: { status: to }, reason }, em);
}
