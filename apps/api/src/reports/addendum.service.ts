import { coded, type AddendumRequest, type CaseKind, type ReportAddendum, type ReportDto } from '@pathdesk/contracts';
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { EventBus } from '../events/event-bus.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { ReauthenticationService } from '../users/reauthentication.service.js';
import { loadResultState } from '../results/result-state.js';
import { REPORT_ENTITY, signerOf } from './report-release.js';
import { REPORT_COLUMNS, type ReportRow } from './report-rows.js';
import { ReportVersion } from './report-version.entity.js';
import { ReportsService } from './reports.service.js';

/**
 * Addenda (issue 32.1): `POST /api/reports/{kind}s/:id/addenda {text, password}` — new information
 * after sign-out (an IHC result, a molecular test) that changes nothing already reported. The
 * addendum is a new released version after the current one: the same snapshot — the case, the
 * result, the diagnosis and every named person as released — with the addendum appended to its
 * `addenda`; it is not an amendment (`amended` false, no reason), and the case keeps its status.
 * Only a pathologist (doctor) adds one, with their password again as at sign-out; only to the
 * case's current version, and not while an amendment of it is held for a QC rescreen. Audited as
 * 'addendum'; publishes `report.released` with type 'addendum' in the same transaction.
 */
@Injectable()
export class AddendumService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly labSettings: LabSettingsService,
    private readonly reports: ReportsService,
    private readonly reauth: ReauthenticationService,
    private readonly events: EventBus,
  ) {}

  async add(actor: Actor, kind: CaseKind, reportId: number, request: AddendumRequest): Promise<ReportDto> {
    if (actor.role !== 'doctor') throw new ForbiddenException(coded('only_pathologist_adds_addendum'));
    // The version must exist (404) before a password is asked for it; then, as at sign-out, the
    // password is checked outside the transaction so that a wrong guess counts against the account.
    await this.reports.find(kind, reportId);
    const reauthenticated = (await this.labSettings.get()).signOutReauth !== false;
    if (reauthenticated) await this.reauth.confirm(actor, request.password);
    const id = await this.em.transactional(async (em) => {
      const version = await this.reports.find(kind, reportId, em);
      // The case locked: a sign-out, amendment or addendum of it waits for this one (one version n + 1).
      const entity = await em.findOneOrFail(PathologyCase, { id: version.caseId, kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const state = (await loadResultState(em, kind, entity.id))!;
      if (state.latestReport!.id !== version.id) {
        throw new ConflictException({
          ...coded('addendum_on_superseded_version', { version: version.version, latest: state.latestReport!.version }),
          errors: [{ field: 'id', ...coded('is_not_the_latest') }],
        });
      }
      // An amendment held for a QC rescreen: the report as it stands is not released yet.
      if (state.pendingRescreenId !== null || !['signed_out', 'amended'].includes(state.status)) {
        throw new ConflictException({ ...coded('addendum_report_not_released'), errors: [{ field: 'id', ...coded('is_held_for_rescreen') }] });
      }
      const signer = await signerOf(em, actor);
      const [row] = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from report_version r where r.id = ?`, [version.id]);
      const previous = await em.findOneOrFail(ReportVersion, { id: version.id });
      const releasedAt = new Date();
      // The signer's title as printed: the one the version names when the same person signs again.
      const signedByTitle = previous.signedByName === signer.name ? previous.signedByTitle : null;
      const addendum: ReportAddendum = {
        version: version.version + 1,
        text: request.text,
        signedBy: { name: signer.name, title: signedByTitle },
        releasedAt: releasedAt.toISOString(),
      };
      // The version as released, less what was the previous release's own: its changed parts, its rescreen.
      const { changedParts: _changed, qcReview: _qc, ...kept } = row!.snapshot;
      const report = em.create(ReportVersion, {
        kind,
        case: entity,
        version: version.version + 1,
        amended: false,
        amendReason: null,
        previous,
        accessionNo: previous.accessionNo,
        hn: previous.hn,
        patientName: previous.patientName,
        patientSearch: previous.patientSearch,
        hospitalId: previous.hospitalId,
        hospitalName: previous.hospitalName,
        diagnosis: previous.diagnosis,
        snapshot: { ...kept, addenda: [...(kept.addenda ?? []), addendum] },
        signedById: signer.id,
        signedByUsername: signer.username,
        signedByName: signer.name,
        signedByRole: signer.role,
        signedByTitle,
        pathologistName: previous.pathologistName,
        pathologistCredentials: previous.pathologistCredentials,
        screenerName: previous.screenerName,
        screenerCredentials: previous.screenerCredentials,
        releasedAt,
      });
      await em.flush();
      this.audit.record(
        actor,
        {
          action: 'addendum',
          entity: REPORT_ENTITY,
          entityId: report.id,
          before: null,
          after: {
            caseId: entity.id,
            accessionNo: report.accessionNo,
            version: report.version,
            previousId: previous.id,
            signedBy: signer.username,
            diagnosis: report.diagnosis,
            addendum: request.text,
            signature: reauthenticated ? 're-authenticated' : 'session only (re-authentication off)',
          },
          reason: null,
        },
        em,
      );
      await em.flush();
      await this.events.publish(
        'report.released',
        {
          caseId: entity.id,
          kind,
          reportId: report.id,
          version: report.version,
          type: 'addendum',
          previousId: previous.id,
          result: version.snapshot.result,
          diagnosis: report.diagnosis,
          hospitalId: report.hospitalId,
          releasedAt: report.releasedAt,
          signer: { id: signer.id, username: signer.username },
          criticalFinding: false,
        },
        { em, actor },
      );
      return report.id;
    });
    return this.reports.find(kind, id);
  }
}
