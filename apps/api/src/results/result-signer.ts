import { coded } from '@pathdesk/contracts';
import { ForbiddenException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeRole, type ResultFields } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { ownStaffRecord, requiredPathologist, type StaffRecord } from '../users/staff-link.js';
import { CaseResult } from './case-result.entity.js';
import type { ResultState } from './result-state.js';
import { RESULT_ENTITY } from './results.service.js';

type SignerField = 'pathologistId' | 'screenerId';

/** The result field that names a record of this category, if the kind has one. */
function fieldFor(state: ResultState, record: StaffRecord): SignerField | null {
  if (record.category === 'pathologist') return 'pathologistId';
  return state.kind === 'surgical' ? null : 'screenerId';
}

/**
 * Issue 16.6: the report names the signer's own record. A doctor signs as the pathologist record
 * their account is linked to (an unlinked doctor is refused), lab staff as their screener record
 * (refused too when unlinked); an administrator as their record when linked, else as the result
 * names. An empty field is filled with the signer's record (saved with the result, audited); a
 * field naming someone else is refused: nobody signs for another person.
 */
export async function signAsSelf(em: EntityManager, audit: AuditService, actor: Actor, state: ResultState): Promise<void> {
  const role = normalizeRole(actor.role);
  const own = await ownStaffRecord(em, actor.id);
  let record: StaffRecord | null = own && own.active ? own : null;
  if (role === 'doctor') record = requiredPathologist(own);
  if (role === 'user' && (!record || record.category !== 'screener')) {
    throw new ForbiddenException({
      message: 'Your account is not linked to an active screener record, so you cannot release reports: ask an administrator to link it in Settings → Users.',
      errors: [{ field: 'staffId', message: 'is not linked' }],
    });
  }
  if (!record) return;
  const field = fieldFor(state, record);
  if (!field) return;
  const fields = state.fields as unknown as Record<string, unknown>;
  const named = fields[field] as number | null;
  if (named === record.id) return;
  if (named !== null && named !== undefined) {
    const [other] = await em.execute<{ name: string }[]>('select name from cfgvalue where id = ?', [named]);
    const who = record.category === 'pathologist' ? 'pathologist' : 'screener';
    throw new ForbiddenException({
      ...coded('signing_for_another', { who, named: other?.name ?? 'someone else', signer: record.name, namedAgain: other?.name ?? 'them' }),
      errors: [{ field: `fields.${field}`, ...coded('names_another_who', { who }) }],
    });
  }
  fields[field] = record.id;
  const row = await em.findOne(CaseResult, { case: state.caseId });
  if (row) {
    row.fields = { ...(row.fields as ResultFields), [field]: record.id } as ResultFields;
    row.version += 1;
    row.updatedAt = new Date();
    row.updatedById = actor.id;
    row.updatedByUsername = actor.username;
  }
  audit.record(
    actor,
    { action: 'update', entity: RESULT_ENTITY, entityId: state.caseId, before: { [field]: null }, after: { [field]: record.id }, reason: 'the signer named at sign-out' },
    em,
  );
  await em.flush();
}
