import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { coded, type CaseKind, type CosignDto } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { caseNotFound } from '../cases/domain/case-kinds.js';
import { assertColleague } from './colleague.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { ReauthenticationService } from '../users/reauthentication.service.js';
import { cosignOf } from './sql/cosign-rows.js';

const ENTITY = 'result_cosign';

/**
 * Co-signatures (issue 32.2; README.md): a pathologist asks another (by account) to co-sign the
 * result; the co-signer signs the result as it stands, with their password where sign-out asks it;
 * a result saved after that needs their signature again, and the sign-out (reports/) waits for it.
 * Only pathologists co-sign, never their own request. Every step is audited.
 */
@Injectable()
export class CosignService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly labSettings: LabSettingsService,
    private readonly reauth: ReauthenticationService,
  ) {}

  async get(kind: CaseKind, caseId: number): Promise<CosignDto | null> {
    await openCase(this.em, kind, caseId, false);
    return cosignOf(this.em, caseId);
  }

  async request(actor: Actor, kind: CaseKind, caseId: number, username: string): Promise<CosignDto> {
    await this.em.transactional(async (em) => {
      await openCase(em, kind, caseId, true);
      await assertColleague(em, actor, username, 'username');
      const before = await cosignOf(em, caseId, true);
      await em.execute(
        `insert into result_cosign (case_id, cosigner_username, requested_by_username) values (?, ?, ?)
         on conflict (case_id) do update set cosigner_username = excluded.cosigner_username, requested_by_username = excluded.requested_by_username,
                                             requested_at = now(), signed_at = null, signed_result_version = null`,
        [caseId, username, actor.username],
      );
      this.audit.record(
        actor,
        {
          action: before ? 'update' : 'create',
          entity: ENTITY,
          entityId: caseId,
          before: before ? { cosigner: before.cosignerUsername, signedAt: before.signedAt } : null,
          after: { cosigner: username },
        },
        em,
      );
    });
    return (await cosignOf(this.em, caseId))!;
  }

  async withdraw(actor: Actor, kind: CaseKind, caseId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      await openCase(em, kind, caseId, true);
      const before = await cosignOf(em, caseId, true);
      if (!before) return;
      await em.execute(`delete from result_cosign where case_id = ?`, [caseId]);
      this.audit.record(actor, { action: 'delete', entity: ENTITY, entityId: caseId, before: { cosigner: before.cosignerUsername, signedAt: before.signedAt }, after: null }, em);
    });
  }

  async sign(actor: Actor, kind: CaseKind, caseId: number, password: string | undefined): Promise<CosignDto> {
    if ((await this.labSettings.get()).signOutReauth !== false) await this.reauth.confirm(actor, password);
    await this.em.transactional(async (em) => {
      await openCase(em, kind, caseId, true);
      const cosign = await cosignOf(em, caseId, true);
      if (!cosign) throw new ConflictException({ ...coded('no_cosign_asked'), errors: [{ field: 'caseId', message: 'has no co-signer' }] });
      if (cosign.cosignerUsername !== actor.username) throw new ForbiddenException(coded('cosign_by_named_only', { name: cosign.cosignerName }));
      const [result] = await em.execute<{ version: number }[]>(`select version from case_result where case_id = ?`, [caseId]);
      if (!result) throw new ConflictException({ ...coded('cosign_no_result'), errors: [{ field: 'caseId', message: 'has no result yet' }] });
      await em.execute(`update result_cosign set signed_at = now(), signed_result_version = ? where case_id = ?`, [result.version, caseId]);
      this.audit.record(actor, { action: 'update', entity: ENTITY, entityId: caseId, before: { signedAt: cosign.signedAt }, after: { signedResultVersion: result.version } }, em);
    });
    return (await cosignOf(this.em, caseId))!;
  }

  /** At sign-out, in its transaction: a co-signer asked must have signed the result as it stands (409 naming them). */
  async assertCosigned(em: EntityManager, caseId: number): Promise<void> {
    const cosign = await cosignOf(em, caseId);
    if (cosign && !cosign.current) {
      throw new ConflictException({
        ...coded(cosign.signedAt ? 'cosign_outdated' : 'cosign_awaited', { name: cosign.cosignerName }),
        errors: [{ field: 'cosign', message: 'awaits the co-signer' }],
      });
    }
  }
}

/** The route's case (404 when there is none of its kind); for a change, locked and not cancelled (409). */
async function openCase(em: EntityManager, kind: CaseKind, caseId: number, change: boolean): Promise<void> {
  const [c] = await em.execute<{ status: string; accessionNo: string }[]>(
    `select status, accession_no as "accessionNo" from pathology_case where id = ? and kind = ?${change ? ' for update' : ''}`,
    [caseId, kind],
  );
  if (!c) throw caseNotFound(kind);
  if (change && c.status === 'cancelled')
    throw new ConflictException({ ...coded('case_cancelled_no_cosign', { accessionNo: c.accessionNo }), errors: [{ field: 'caseId', message: 'is cancelled' }] });
}
