import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  deriveSurgicalFromParts,
  missingForSignOut,
  type CaseKind,
  type FieldError,
  type ResultDto,
  type ResultFields,
  type SaveResultRequest,
  type SurgicalResult,
} from '@pathdesk/contracts';
import { resultFieldsSchema } from '@pathdesk/contracts/schemas';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { caseNotFound } from '../cases/domain/case-kinds.js';
import { moveCase } from '../cases/domain/case-moves.js';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { CaseResult } from './case-result.entity.js';
import { differingFields, normalizeFields, pickFields, referenceErrors, referencedIds } from './result-fields.js';
import { loadCfgRefs, loadResultState, toResultDto, type ResultState } from './result-state.js';
import { resultStatusMoves } from './result-status.js';
import { invalidInput } from '../common/invalid-input.js';
import { EventBus } from '../events/event-bus.js';
import { assertWorkloadOverride } from './result-access.js';
import { ResultSynoptic } from './result-synoptic.js';

/** The audit log's name for results (entity id: the case's id). */
export const RESULT_ENTITY = 'case_result';

/**
 * Results: read, and saved as drafts at any time. A save carries the version read (a stale one is
 * refused, 409), checks its fields together with the stored ones (400 naming them) and the lookups
 * they name, and moves the case's status (result-status.ts). After sign-out the result is changed
 * only as an amendment draft (`amendment: true`); the released versions live in report_version and
 * never change.
 */
@Injectable()
export class ResultsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    private readonly synoptic: ResultSynoptic,
  ) {}

  async get(kind: CaseKind, caseId: number): Promise<ResultDto> {
    const state = await loadResultState(this.em, kind, caseId);
    if (!state) throw caseNotFound(kind);
    return toResultDto(state, this.synoptic.gaps(kind, state.fields).fields);
  }

  async save(actor: Actor, kind: CaseKind, caseId: number, request: SaveResultRequest): Promise<ResultDto> {
    assertWorkloadOverride(actor, request.workloadOverride);
    await this.em.transactional(async (em) => {
      const entity = await em.findOne(PathologyCase, { id: caseId, kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!entity) throw caseNotFound(kind);
      const state = (await loadResultState(em, kind, caseId))!;
      assertResultEditable(state, request.amendment === true);
      if (request.version !== state.version) throw staleResult();

      const merged = normalizeFields(kind, { ...state.fields, ...dropUndefined(request.fields) } as Partial<ResultFields>);
      const errors = wholeResultErrors(kind, merged);
      if (!errors.length) errors.push(...partResultErrors(kind, merged, state.parts));
      // A surgical result with parts: its case-level diagnosis, gross, microscopic and malignancy follow from them (issue 27).
      const next = kind === 'surgical' && !errors.length ? (deriveSurgicalFromParts(withPartsNormalized(merged as SurgicalResult), state.parts) as ResultFields) : merged;
      const changed = differingFields(state.fields, next);
      if (!errors.length && changed.length) errors.push(...referenceErrors(next, state.fields, await loadCfgRefs(em, referencedIds(next))));
      if (!errors.length && changed.length) errors.push(...(await this.synoptic.errors(kind, next, state.fields)));
      if (errors.length) throw invalidInput(errors.map((e) => ({ ...e, field: `fields.${e.field}` })));
      const gaps = this.synoptic.gaps(kind, next);
      const missing = missingForSignOut(kind, next, { parts: state.parts.map((p) => p.letter), synoptic: gaps.fields });
      if (request.complete && missing.length) throw incomplete(missing, gaps.reasons);

      const moves = resultStatusMoves(state.status, request.complete === true);
      if (!changed.length && !moves.length) return; // nothing to change: no new version, no audit record

      if (changed.length) {
        const row = await em.findOne(CaseResult, { case: caseId });
        const version = state.version + 1;
        const written = { fields: next, version, updatedAt: new Date(), updatedById: actor.id, updatedByUsername: actor.username };
        if (row) Object.assign(row, written);
        else em.create(CaseResult, { case: entity, kind, ...written });
        this.audit.record(
          actor,
          {
            action: 'update',
            entity: RESULT_ENTITY,
            entityId: caseId,
            before: pickFields(state.fields, changed),
            after: pickFields(next, changed),
            reason: request.amendment ? 'amendment draft' : null,
          },
          em,
        );
      }
      if (moves.length) moveCase(this.audit, em, actor, entity, moves.at(-1)!, 'update');
      // A complete result (issue 15.4: a Pap or non-gyn cytology then counts against its screener's day, refused over the limit).
      if (moves.at(-1) === 'diagnosed') await this.events.publish('result.completed', { kind, caseId, result: next, override: request.workloadOverride === true }, { em, actor });
      await em.flush();
    });
    return this.get(kind, caseId);
  }
}

/** Who may change a result now: never a cancelled case, nor a Pap held for rescreen; a signed-out one only as an amendment draft. */
function assertResultEditable(state: ResultState, amendment: boolean): void {
  if (state.status === 'cancelled') {
    throw new ConflictException({ message: 'This case was cancelled: it gets no result and no report.', errors: [{ field: 'status', message: 'is cancelled' }] });
  }
  const signedOut = state.status === 'signed_out' || state.status === 'amended';
  if (signedOut && !amendment) {
    throw new ConflictException({
      message: 'This report is signed out: amend the report instead — save the correction as an amendment draft (amendment: true), then release it with a reason.',
      errors: [{ field: 'status', ...coded('is_status', { status: state.status }) }],
    });
  }
  if (!signedOut && amendment) {
    throw invalidInput([{ field: 'amendment', message: 'only a signed-out report is amended: save this result as a draft' }]);
  }
  if (state.pendingRescreenId !== null) {
    throw new ConflictException({
      message: 'This Pap is held for a quality-control rescreen: its result cannot change until the rescreen is reviewed.',
      errors: [{ field: 'status', message: 'is held for rescreen' }],
    });
  }
}

/** The merged result checked as a whole (a field sent alone may not fit the stored ones). */
function wholeResultErrors(kind: CaseKind, fields: ResultFields): FieldError[] {
  const parsed = resultFieldsSchema(kind).safeParse(fields);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/** Each part result names a part of the case (400 at parts.<i>.letter). */
function partResultErrors(kind: CaseKind, fields: ResultFields, caseParts: readonly { letter: string }[]): FieldError[] {
  if (kind !== 'surgical') return [];
  const letters = caseParts.map((p) => p.letter);
  return (fields as SurgicalResult).parts.flatMap((part, i) =>
    letters.includes(part.letter) ? [] : [{ field: `parts.${i}.letter`, message: `the case has no part ${part.letter} (its parts: ${letters.join(', ')})` }],
  );
}

/** Part results with every field, empty ones null. */
function withPartsNormalized(fields: SurgicalResult): SurgicalResult {
  return {
    ...fields,
    parts: fields.parts.map((p) => ({
      letter: p.letter,
      gross: p.gross ?? null,
      microscopic: p.microscopic ?? null,
      diagnosis: p.diagnosis ?? null,
      malignancy: p.malignancy ?? null,
      // Kept only when written, so that parts stored before synoptic reports compare equal.
      ...(p.synoptic ? { synoptic: p.synoptic } : {}),
      ...(p.icdO3 ? { icdO3: p.icdO3 } : {}),
      ...(p.synopticNotApplicable ? { synopticNotApplicable: true } : {}),
    })),
  };
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Why a field is needed, where "is required" does not say enough. */
const MISSING_REASONS: Record<string, string> = {
  malignancy: 'is required before sign-out: malignant, not malignant or uncertain, as you decide',
  noBlocksReason: 'is required before sign-out: the case has no blocks — record them, or say why it has none (e.g. entirely submitted for cytology)',
};

/** 400 listing what sign-out needs; `reasons` says why a field is needed where the field's name does not (a synoptic element). */
export function incomplete(missing: string[], reasons: Readonly<Record<string, string>> = {}): BadRequestException {
  const noBlocks = missing.includes('noBlocksReason');
  return new BadRequestException({
    ...coded(noBlocks ? 'result_not_complete_no_blocks' : 'result_not_complete', { missing: missing.join(', ') }),
    errors: missing.map((field) => ({ field: `fields.${field}`, message: reasons[field] ?? MISSING_REASONS[field] ?? 'is required before sign-out' })),
  });
}

function staleResult(): ConflictException {
  return new ConflictException({ message: 'The result was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
}
