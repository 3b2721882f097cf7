import { coded } from '@pathdesk/contracts';
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  isSatisfactoryNilm,
  missingForSignOut,
  signOutRefusalCoded,
  type CaseKind,
  type GenerateReportRequest,
  type GynecologicalResult,
  type QcHold,
  type ReportDto,
  type ResultFields,
  type SurgicalResult,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { assertTransition } from '../cases/domain/case-status.js';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { hasUnreleasedChanges, loadResultState } from '../results/result-state.js';
import { caseNotFound } from '../cases/domain/case-kinds.js';
import { incomplete } from '../results/results.service.js';
import { invalidInput } from '../common/invalid-input.js';
import { signAsSelf } from '../results/result-signer.js';
import { EventBus } from '../events/event-bus.js';
import { assertWorkloadOverride } from '../results/result-access.js';
import { ResultSynoptic } from '../results/result-synoptic.js';
import { FrozenSectionsService } from '../frozen-sections/frozen-sections.service.js';
import { CosignService } from '../consultations/cosign.service.js';
import { ReauthenticationService } from '../users/reauthentication.service.js';
import { QcService } from './qc/qc.service.js';
import { releaseReport, signerOf } from './report-release.js';

export type GenerateOutcome = { report: ReportDto } | { qc: QcHold };

/**
 * Sign-out and amendment (POST /api/reports/{kind}/generate). A first sign-out needs a diagnosed
 * case with a complete result; an amendment (with `amendReason`) needs a signed-out case whose
 * result was changed since the latest release (an amendment draft). The signer must be allowed for
 * this case (`signOutRefusal`, contracts result-rules.ts). A satisfactory NILM Pap — first sign-out or
 * amendment — goes through quality control first and may be held for a rescreen instead of released.
 */
@Injectable()
export class SignOutService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly labSettings: LabSettingsService,
    private readonly qc: QcService,
    private readonly reauth: ReauthenticationService,
    private readonly events: EventBus,
    private readonly synoptic: ResultSynoptic,
    private readonly frozen: FrozenSectionsService,
    private readonly cosign: CosignService,
  ) {}

  async generate(actor: Actor, kind: CaseKind, request: GenerateReportRequest): Promise<GenerateOutcome> {
    const amendReason = request.amendReason ?? null;
    assertWorkloadOverride(actor, request.workloadOverride);
    // The password is checked before the case is locked (a hash check is slow), and outside its
    // transaction, so that a wrong guess counts against the account even though nothing is written.
    // The lab's settings are read once, here, for the whole sign-out.
    const settings = await this.labSettings.get();
    const reauthenticated = settings.signOutReauth !== false;
    if (reauthenticated) await this.reauth.confirm(actor, request.password);
    const outcome = await this.em.transactional(async (em): Promise<GenerateOutcome> => {
      const entity = await em.findOne(PathologyCase, { id: request.caseId, kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!entity) throw caseNotFound(kind);
      const state = (await loadResultState(em, kind, entity.id))!;
      const signedOut = state.status === 'signed_out' || state.status === 'amended';
      if (state.status === 'cancelled') {
        throw new ConflictException({ message: 'This case was cancelled: it gets no report.', errors: [{ field: 'caseId', message: 'is cancelled' }] });
      }
      if (state.pendingRescreenId !== null) {
        throw new ConflictException({
          message: 'This Pap is held for a quality-control rescreen: it is released when the rescreen is reviewed.',
          errors: [{ field: 'caseId', message: 'is held for rescreen' }],
        });
      }
      if (!amendReason) {
        if (signedOut) {
          throw new ConflictException({
            ...coded('case_already_signed_out', { version: state.latestReport?.version }),
            errors: [{ field: 'amendReason', message: 'is required to amend a signed-out report' }],
          });
        }
        assertTransition(state.status, 'signed_out');
      } else {
        assertTransition(state.status, 'amended');
        if (!hasUnreleasedChanges(state)) {
          throw new ConflictException({
            ...coded('nothing_to_amend', { version: state.latestReport!.version }),
            errors: [{ field: 'caseId', message: 'has no unreleased changes' }],
          });
        }
      }
      const refusal = signOutRefusalCoded(kind, state.fields, actor.role, settings);
      if (refusal) throw new ForbiddenException(refusal);
      await signAsSelf(em, this.audit, actor, state);
      const gaps = this.synoptic.gaps(kind, state.fields);
      const missing = missingForSignOut(kind, state.fields, { blocks: state.blockCount, parts: state.parts.map((p) => p.letter), synoptic: gaps.fields });
      if (missing.length) throw incomplete(missing, gaps.reasons);
      assertCriticalFinding(kind, state.fields, request.criticalFinding === true);
      await this.cosign.assertCosigned(em, entity.id);
      if (kind === 'surgical') await this.frozen.correlateAtSignOut(em, actor, entity.id, request.frozenCorrelations, !amendReason);
      else if (request.frozenCorrelations?.length) throw invalidInput([{ field: 'frozenCorrelations', message: 'belong to a surgical case' }]);
      // Issue 15.4: a first sign-out puts the result forward as complete, released or held: the screening is counted
      // then when no complete save did (the screener named at sign-out).
      if (!amendReason)
        await this.events.publish('result.completed', { kind, caseId: entity.id, result: state.fields, override: request.workloadOverride === true }, { em, actor });
      const signer = await signerOf(em, actor);

      // Every release of a satisfactory NILM, first or amended, goes through the same rule.
      if (isSatisfactoryNilm(kind, state.fields) && !(await rescreenedSinceRelease(em, entity.id))) {
        const reason = await this.qc.decide(em, entity.id, (state.fields as GynecologicalResult).highRisk, settings.qcRate);
        if (reason) return { qc: await this.qc.hold(em, actor, signer, state, reason, amendReason) };
      }
      const release = {
        entity,
        state,
        signer,
        settings,
        amendReason,
        qcReview: null,
        reauthenticated,
        criticalFinding: request.criticalFinding === true,
        synoptic: this.synoptic.print(kind, state.fields, settings.language === 'th'),
      };
      return { report: await releaseReport(em, { audit: this.audit, events: this.events }, actor, release) };
    });
    return outcome;
  }
}

/**
 * An unexpected malignancy to phone (issue 15.5) is a result the pathologist called malignant or
 * uncertain (issue 24.1): flagging one they called not malignant contradicts the result (400).
 */
function assertCriticalFinding(kind: CaseKind, fields: ResultFields, flagged: boolean): void {
  if (!flagged || kind !== 'surgical') return;
  if ((fields as SurgicalResult).malignancy === 'not-malignant') {
    throw invalidInput([{ field: 'criticalFinding', message: 'the result says not malignant: an unexpected malignancy goes with a malignant or uncertain result' }]);
  }
}

/**
 * A Pap rescreened since its latest release (e.g. a disagreement the pathologist then resolved) is
 * not drawn again for this release; an amendment after a release is drawn afresh.
 */
async function rescreenedSinceRelease(em: EntityManager, caseId: number): Promise<boolean> {
  const [row] = await em.execute<{ any: boolean }[]>(
    `select exists (
       select 1 from rescreen where case_id = ?
          and requested_at > coalesce((select max(released_at) from report_version where case_id = ?), '-infinity')
     ) as "any"`,
    [caseId, caseId],
  );
  return row!.any;
}
