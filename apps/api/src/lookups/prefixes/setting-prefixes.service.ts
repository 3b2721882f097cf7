import { coded } from '@pathdesk/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager, LockMode, type FilterQuery } from '@mikro-orm/postgresql';
import { CASE_KINDS, type CaseKind, type PricePer, type SettingPrefixDto, type SettingPrefixRequest } from '@pathdesk/contracts';
import { invalidInput } from '../../common/invalid-input.js';
import type { settingPrefixQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../../identity/actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { SettingPrefix } from './setting-prefix.entity.js';
import { auditedSettingPrefix, toSettingPrefixDto } from './setting-prefix.mapper.js';

export type SettingPrefixQuery = z.output<typeof settingPrefixQuerySchema>;

const KIND_NAMES: Record<CaseKind, string> = { surgical: 'Surgical', cytological: 'Cytological', gynecological: 'Gynecological' };

@Injectable()
export class SettingPrefixesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** All prefixes (spec §7: an array): by case kind, the active one first. */
  async list(query: SettingPrefixQuery): Promise<SettingPrefixDto[]> {
    const where: FilterQuery<SettingPrefix> = {};
    if (query.kind) where.kind = query.kind;
    if (query.status) where.status = query.status;
    const prefixes = await this.em.find(SettingPrefix, where, { orderBy: [{ letters: 'asc' }, { id: 'asc' }] });
    const rank = (p: SettingPrefix) => CASE_KINDS.indexOf(p.kind) * 2 + (p.status === 'active' ? 0 : 1);
    const now = new Date();
    return prefixes.sort((a, b) => rank(a) - rank(b)).map((p) => toSettingPrefixDto(p, now));
  }

  async create(actor: Actor, request: SettingPrefixRequest): Promise<{ prefix: SettingPrefixDto }> {
    return oneActivePerKind(() =>
      this.em.transactional(async (em) => {
        await lockPrefixes(em);
        await this.assertAllowed(em, { kind: request.kind, letters: request.letters, status: request.status ?? 'active' });
        assertPricePer(request.kind, request.pricePer);
        const prefix = em.create(SettingPrefix, request);
        await em.flush();
        this.audit.record(actor, { action: 'create', entity: 'setting_prefix', entityId: prefix.id, after: auditedSettingPrefix(prefix) }, em);
        await em.flush();
        return { prefix: toSettingPrefixDto(prefix) };
      }),
    );
  }

  async update(actor: Actor, id: number, request: Partial<SettingPrefixRequest>): Promise<{ prefix: SettingPrefixDto }> {
    return oneActivePerKind(() =>
      this.em.transactional(async (em) => {
        await lockPrefixes(em);
        // FOR UPDATE: waits for registrations in flight with this prefix (they hold it FOR KEY SHARE).
        const prefix = await em.findOne(SettingPrefix, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!prefix) throw new NotFoundException('No such prefix.');
        await assertFormatFree(em, prefix, request);
        const before = auditedSettingPrefix(prefix);
        await this.assertAllowed(em, { kind: request.kind ?? prefix.kind, letters: request.letters ?? prefix.letters, status: request.status ?? prefix.status }, prefix.id);
        assertPricePer(request.kind ?? prefix.kind, request.pricePer ?? prefix.pricePer);
        em.assign(prefix, request);
        this.audit.record(actor, { action: 'update', entity: 'setting_prefix', entityId: prefix.id, before, after: auditedSettingPrefix(prefix) }, em);
        await em.flush();
        return { prefix: toSettingPrefixDto(prefix) };
      }),
    );
  }

  /** One active prefix per kind; letters belong to one kind (else two kinds could share numbers). */
  private async assertAllowed(em: EntityManager, next: Pick<SettingPrefix, 'kind' | 'letters' | 'status'>, exceptId?: number): Promise<void> {
    const others = await em.find(SettingPrefix, exceptId ? { id: { $ne: exceptId } } : {});
    const active = others.find((p) => p.kind === next.kind && p.status === 'active');
    if (next.status === 'active' && active) throw activeExists(next.kind, active.letters);
    const sharing = others.find((p) => p.letters === next.letters && p.kind !== next.kind);
    if (sharing) {
      throw new ConflictException({
        ...coded('letters_already_number_kind', { letters: next.letters, kind: sharing.kind }),
        errors: [{ field: 'letters', ...coded('are_used_by_kind_cases', { kind: sharing.kind }) }],
      });
    }
  }
}

/** A Pap (gynecological) case stays one part (issue 27.3): its price is per case (400 at pricePer). */
function assertPricePer(kind: CaseKind, pricePer: PricePer | undefined): void {
  if (kind === 'gynecological' && pricePer === 'part') throw invalidInput([{ field: 'pricePer', ...coded('pap_price_per_case') }]);
}

/** The parts of a prefix that make its numbers. */
const FORMAT_FIELDS = ['kind', 'letters', 'era', 'width'] as const;

/**
 * Once a prefix has numbered a case (its accession counter exists), the numbers it made must stay
 * what they say: its kind and format no longer change (409) — a new format is a new prefix. Its
 * status and default price still may.
 */
async function assertFormatFree(em: EntityManager, prefix: SettingPrefix, request: Partial<SettingPrefixRequest>): Promise<void> {
  const changing = FORMAT_FIELDS.filter((field) => request[field] !== undefined && request[field] !== prefix[field]);
  if (!changing.length) return;
  const [used] = await em.execute<{ used: boolean }[]>('select exists (select 1 from accession_counter where prefix_id = ?) as used', [prefix.id]);
  if (!used?.used) return;
  throw new ConflictException({
    ...coded('prefix_has_numbered_cases', { letters: prefix.letters, changing: changing.join(', ') }),
    errors: changing.map((field) => ({ field, message: 'is fixed once cases are numbered' })),
  });
}

/** Prefix changes are rare: one at a time (reads go on), so the checks above cannot race. */
async function lockPrefixes(em: EntityManager): Promise<void> {
  await em.execute('lock table "setting_prefix" in share row exclusive mode');
}

function activeExists(kind: CaseKind, letters: string): ConflictException {
  return new ConflictException({
    ...coded('kind_already_has_active_prefix', { kindName: KIND_NAMES[kind], letters }),
    errors: [{ field: 'status', ...coded('another_kind_prefix_is_active', { kind }) }],
  });
}

/** The partial unique index (one active prefix per kind) backs the check up. */
async function oneActivePerKind<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new ConflictException('Another prefix of this case kind is active: deactivate it first.');
    }
    throw error;
  }
}
