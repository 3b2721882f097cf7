import type { EntityManager } from '@mikro-orm/postgresql';
import {
  amendedParts,
  normalizeRole,
  resultHeadline,
  type CaseDto,
  type LabSettings,
  type ReportAddendum,
  type ReportDto,
  type ResultFields,
  type VersionOfParts,
  type SynopticPrint,
  type PrintedOutsideConsultation,
  type AdditionalStudy,
  type PrintedCosign,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import { DONE_ADDITIONAL_STUDIES, toPrintedStudy } from '../bench/sql/additional-studies.js';
import { PRINTED_FROZEN_SECTIONS, toPrintedFrozenSection, type FrozenSectionRow } from '../frozen-sections/sql/frozen-section-rows.js';
import { PRINTED_COSIGN } from '../consultations/sql/cosign-rows.js';
import { PRINTED_OUTSIDE_CONSULTATIONS } from '../consultations/sql/consultation-rows.js';
import { caseById } from '../cases/sql/case-rows.js';
import { assertTransition } from '../cases/domain/case-status.js';
import { moveCase } from '../cases/domain/case-moves.js';
import type { PathologyCase } from '../cases/pathology-case.entity.js';
import { referencedIds, type CfgRef } from '../results/result-fields.js';
import { CFG_REFS, cfgRefIds, toCfgRefs, type ResultState } from '../results/result-state.js';
import { ReportVersion } from './report-version.entity.js';
import { rowToReportDto, type ReportRow } from './report-rows.js';

/** The audit log's name for released reports. */
export const REPORT_ENTITY = 'report_version';

/** Who signs: the user as they are when signing (name and role are copied into the report). */
export interface Signer {
  id: number;
  username: string;
  name: string;
  role: string;
}

export interface Release {
  /** The case, locked by the caller. */
  entity: PathologyCase;
  state: ResultState;
  signer: Signer;
  settings: LabSettings;
  /** An amendment (a new version marked AMENDED) when given. */
  amendReason: string | null;
  qcReview: ReportDto['qcReview'];
  /** Issue 15.6: whether the signer gave their password again for this release (undefined: not asked here, e.g. a rescreen's release). */
  reauthenticated?: boolean;
  /** Issue 15.5: the pathologist flagged an unexpected malignancy to phone (a sign-out's request). */
  criticalFinding?: boolean;
  /** Issue 30.5: the parts' synoptic reports as the version prints them (ResultSynoptic.print). */
  synoptic?: SynopticPrint[];
}

/** What a release needs besides the transaction: the audit log and the bus its event goes out on. */
export interface ReleaseServices {
  audit: AuditService;
  events: EventBus;
}

/**
 * The signer as found in app_user (a user deleted since keeps their name on what they signed): the
 * signed-in user's name and role as this request's session read found them in app_user, else read.
 */
export async function signerOf(em: EntityManager, actor: Pick<Actor, 'id' | 'username' | 'role' | 'name'>): Promise<Signer> {
  if (actor.name && actor.role) return { id: actor.id!, username: actor.username!, name: actor.name, role: normalizeRole(actor.role) };
  const [row] = await em.execute<{ name: string; role: string }[]>('select name, role from app_user where id = ?', [actor.id]);
  return { id: actor.id!, username: actor.username!, name: row?.name ?? actor.username!, role: normalizeRole(row?.role ?? actor.role) };
}

const named = (ref: CfgRef | undefined) => (ref ? { name: ref.name, credentials: ref.value } : null);
const titled = (person: { name: string; credentials: string | null } | null) => (person ? [person.name, person.credentials].filter(Boolean).join(', ') : null);

/**
 * Releases a report version: moves the case (signed_out, or amended with the reason; checked by
 * assertTransition), then snapshots the case as it now is, the result and the names of the lookups
 * it refers to into a new report_version row — version n + 1 after the latest, pointing back at it —
 * and records both in the audit log (`actor`: who caused the release; the signer may be another
 * person, as when a rescreen releases a held Pap). Then publishes `report.released` (events/README.md):
 * what a release sets off elsewhere — look-back, critical call, correlation, the summaries' facts,
 * the TAT histogram, the include-report outbox — is its subscribers', in this transaction, and a
 * subscriber's refusal undoes the release. Runs in the caller's transaction; answers the version as
 * the API shows it (ReportDto), made from what was written — a sign-out's answer without reading it
 * back (a sign-out's statements are its time under load: docs/operations.md).
 */
export async function releaseReport(em: EntityManager, { audit, events }: ReleaseServices, actor: Actor, release: Release): Promise<ReportDto> {
  const { entity, state, signer, settings, amendReason } = release;
  const fields = state.fields as ResultFields;
  const target = amendReason ? 'amended' : 'signed_out';
  assertTransition(entity.status, target);
  moveCase(audit, em, actor, entity, target, amendReason ? 'amend' : 'sign-out', amendReason);
  await em.flush();

  const printed = await printedWithResult(em, state.caseId, referencedIds(fields));
  const refs = toCfgRefs(printed.refs);
  const f = fields as unknown as Record<string, number | null>;
  const pathologist = named(f.pathologistId ? refs.get(f.pathologistId) : undefined);
  const screener = named(f.screenerId ? refs.get(f.screenerId) : undefined);
  const snapshotCase = (await caseById(em, state.kind, state.caseId))!;
  const additionals = printed.additionals.map(toPrintedStudy);
  // Issue 32.3: every version of a surgical report prints its frozen sections (an amendment or addendum too).
  const frozenSections = state.kind === 'surgical' ? printed.frozenSections.map(toPrintedFrozenSection) : [];
  // Issue 32.2: the co-signer who signed the result (sign-out checked it is on the result as released)…
  const cosignedBy = printed.cosignedBy;
  // …and the outside consultants whose report was received, named on the report.
  const outsideConsultations = printed.outsideConsultations;
  const previous = state.latestReport;
  const changedParts = previous ? await partsChangedSince(em, previous.id, snapshotCase, fields) : null;
  // Issue 32.1: the addenda released so far stay part of the report (an amendment corrects, it does not take them back).
  const addenda = previous ? await addendaOf(em, previous.id) : [];
  const signerTitle = signer.role === 'doctor' ? titled(pathologist) : signer.role === 'user' ? titled(screener) : null;
  const report = em.create(ReportVersion, {
    kind: state.kind,
    case: entity,
    version: (previous?.version ?? 0) + 1,
    amended: amendReason !== null,
    amendReason,
    previous: previous ? em.getReference(ReportVersion, previous.id) : null,
    accessionNo: snapshotCase.accessionNo,
    hn: snapshotCase.hn,
    patientName: snapshotCase.patientName,
    patientSearch: [snapshotCase.patientFirstName, snapshotCase.patientLastName, snapshotCase.patientFirstNameEn, snapshotCase.patientLastNameEn]
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    hospitalId: snapshotCase.hospitalId,
    hospitalName: snapshotCase.hospitalName,
    diagnosis: resultHeadline(state.kind, fields),
    snapshot: {
      case: snapshotCase,
      result: fields,
      lookups: Object.fromEntries([...refs].map(([id, ref]) => [`cfgvalue:${id}`, ref.name])),
      lab: { name: settings.labName, address: settings.labAddress, phone: settings.labPhone },
      ...(additionals.length ? { additionals } : {}),
      ...(changedParts ? { changedParts } : {}),
      ...(addenda.length ? { addenda } : {}),
      ...(release.synoptic?.length ? { synoptic: release.synoptic } : {}),
      ...(frozenSections.length ? { frozenSections } : {}),
      ...(cosignedBy ? { cosignedBy } : {}),
      ...(outsideConsultations.length ? { outsideConsultations } : {}),
      ...(release.qcReview ? { qcReview: release.qcReview } : {}),
    },
    signedById: signer.id,
    signedByUsername: signer.username,
    signedByName: signer.name,
    signedByRole: signer.role,
    signedByTitle: signerTitle,
    pathologistName: pathologist?.name ?? null,
    pathologistCredentials: pathologist?.credentials ?? null,
    screenerName: screener?.name ?? null,
    screenerCredentials: screener?.credentials ?? null,
    releasedAt: new Date(),
  });
  await em.flush();
  audit.record(
    actor,
    {
      action: amendReason ? 'amend' : 'sign-out',
      entity: REPORT_ENTITY,
      entityId: report.id,
      before: null,
      after: {
        caseId: state.caseId,
        accessionNo: snapshotCase.accessionNo,
        version: report.version,
        amended: report.amended,
        previousId: previous?.id ?? null,
        ...(changedParts ? { changedParts } : {}),
        signedBy: signer.username,
        diagnosis: report.diagnosis,
        ...(release.reauthenticated === undefined ? {} : { signature: release.reauthenticated ? 're-authenticated' : 'session only (re-authentication off)' }),
      },
      reason: amendReason,
    },
    em,
  );
  await em.flush();
  await events.publish(
    'report.released',
    {
      caseId: state.caseId,
      kind: state.kind,
      reportId: report.id,
      version: report.version,
      type: report.amended ? 'amendment' : 'first',
      previousId: previous?.id ?? null,
      result: fields,
      diagnosis: report.diagnosis,
      hospitalId: snapshotCase.hospitalId,
      releasedAt: report.releasedAt,
      signer: { id: signer.id, username: signer.username },
      criticalFinding: release.criticalFinding === true,
    },
    { em, actor },
  );
  return rowToReportDto(releasedRow(report, state.caseId, previous?.id ?? null));
}

/** A version just written, as REPORT_COLUMNS reads it: nothing supersedes it yet. */
function releasedRow(report: ReportVersion, caseId: number, previousId: number | null): ReportRow {
  return {
    id: report.id,
    caseId,
    kind: report.kind,
    accessionNo: report.accessionNo,
    version: report.version,
    amended: report.amended,
    amendReason: report.amendReason,
    previousId,
    supersededBy: null,
    snapshot: report.snapshot,
    signedById: report.signedById,
    signedByUsername: report.signedByUsername,
    signedByName: report.signedByName,
    signedByRole: report.signedByRole,
    signedByTitle: report.signedByTitle,
    pathologistName: report.pathologistName,
    pathologistCredentials: report.pathologistCredentials,
    screenerName: report.screenerName,
    screenerCredentials: report.screenerCredentials,
    releasedMs: report.releasedAt.getTime(),
  };
}

/** What a version prints beside the result (printedWithResult), as read: each list in its query's order. */
interface PrintedWithResult {
  /** The lookups the result names (CFG_REFS's rows). */
  refs: ({ id: number } & CfgRef)[];
  additionals: AdditionalStudy[];
  frozenSections: FrozenSectionRow[];
  cosignedBy: PrintedCosign | null;
  outsideConsultations: PrintedOutsideConsultation[];
}

/**
 * What a version prints beside the result, read in one statement (a release's statements are its
 * time under load: docs/operations.md, "A day at once"): the lookups the result names (`refIds`), the
 * done additional studies, the reported frozen sections, the co-signature and the outside
 * consultations received — each its module's query,
 * aggregated in that query's order (jsonb_agg takes a sorted subquery's rows as they come).
 */
async function printedWithResult(em: EntityManager, caseId: number, refIds: readonly number[]): Promise<PrintedWithResult> {
  const list = (sql: string) => `(select coalesce(jsonb_agg(x), '[]'::jsonb) from (${sql}) x)`;
  const [row] = await em.execute<PrintedWithResult[]>(
    `select ${list(CFG_REFS)} as refs, ${list(DONE_ADDITIONAL_STUDIES)} as additionals, ${list(PRINTED_FROZEN_SECTIONS)} as "frozenSections",
            (select to_jsonb(x) from (${PRINTED_COSIGN}) x) as "cosignedBy", ${list(PRINTED_OUTSIDE_CONSULTATIONS)} as "outsideConsultations"`,
    [cfgRefIds(refIds), caseId, caseId, caseId, caseId],
  );
  return row!;
}

/** The addenda a version carries (issue 32.1), oldest first. */
async function addendaOf(em: EntityManager, reportId: number): Promise<ReportAddendum[]> {
  const [row] = await em.execute<{ addenda: ReportAddendum[] | null }[]>(`select snapshot->'addenda' as addenda from report_version where id = ?`, [reportId]);
  return row?.addenda ?? [];
}

/**
 * The parts an amendment changes (issue 27.4): its case's parts and part results compared with the
 * version it corrects, as that version's snapshot holds them (a version released before parts
 * existed had one part A: its specimen). Null for a case of one part in both (its amendment is its
 * part's: nothing to name).
 */
async function partsChangedSince(em: EntityManager, previousId: number, next: CaseDto, fields: ResultFields): Promise<string[] | null> {
  const [row] = await em.execute<{ case: CaseDto; result: ResultFields }[]>(`select snapshot->'case' as case, snapshot->'result' as result from report_version where id = ?`, [
    previousId,
  ]);
  const version = (c: CaseDto, result: ResultFields): VersionOfParts => {
    const own = (result as { parts?: ({ letter: string } & Record<string, unknown>)[] }).parts;
    return {
      parts: c.parts?.length ? c.parts : [{ letter: 'A', specimen: c.specimen, procedure: null }],
      ...(own?.length ? { results: own } : {}),
      result: result as unknown as Record<string, unknown>,
    };
  };
  const [before, after] = [version(row!.case, row!.result), version(next, fields)];
  return before.parts.length > 1 || after.parts.length > 1 ? amendedParts(before, after) : null;
}
