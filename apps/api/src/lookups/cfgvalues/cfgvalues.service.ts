import { coded } from '@pathdesk/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager, LockMode, type FilterQuery } from '@mikro-orm/postgresql';
import {
  CFG_LIST_KEYS,
  CFGVALUE_FILTERS,
  type CfgCategory,
  type CfgListKey,
  type CfgOption,
  type CfgvalueDto,
  type CfgvaluesDeleteResponse,
  type CfgvaluesResponse,
  type CreateCfgvalueRequest,
  type UpdateCfgvalueRequest,
} from '@pathdesk/contracts';
import type { cfgvalueListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../../identity/actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { escapeLike } from '../../common/escape-like.js';
import { filtersToWhere } from '../../common/list-filters.js';
import { listOrder } from '../../common/list-order.js';
import { LookupUsage } from '../lookup-usage.js';
import { Cfgvalue, cfgNameKey } from './cfgvalue.entity.js';
import { auditedCfgvalue, CATEGORY_LABELS, deleteMessage, toCfgOption, toCfgvalueDto } from './cfgvalue.mapper.js';

export type CfgvalueListQuery = z.output<typeof cfgvalueListQuerySchema>;

const NULLABLE = ['value'];

@Injectable()
export class CfgvaluesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly usage: LookupUsage,
  ) {}

  async list(query: CfgvalueListQuery): Promise<CfgvaluesResponse> {
    const [entries, total] = await this.em.findAndCount(Cfgvalue, this.where(query), {
      orderBy: listOrder(query.sortField, query.sortOrder, { nullable: NULLABLE, then: ['name'] }),
      limit: query.rows,
      offset: query.first,
    });
    return { cfgvalues: entries.map(toCfgvalueDto), total };
  }

  /** A dropdown list: the active entries of a category, in their order. */
  async options<K extends CfgListKey>(key: K): Promise<Record<K, CfgOption[]>> {
    const entries = await this.em.find(
      Cfgvalue,
      { category: CFG_LIST_KEYS[key], status: 'active' },
      { fields: ['id', 'name', 'value'], orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }] },
    );
    return { [key]: entries.map(toCfgOption) } as Record<K, CfgOption[]>;
  }

  async create(actor: Actor, request: CreateCfgvalueRequest): Promise<{ cfgvalue: CfgvalueDto }> {
    return this.uniqueName(request.category, request.name, () =>
      this.em.transactional(async (em) => {
        await this.assertNameFree(em, request.category, request.name);
        const entry = em.create(Cfgvalue, { ...request, nameKey: cfgNameKey(request.name) });
        await em.flush(); // the id, for the audit record
        this.audit.record(actor, { action: 'create', entity: 'cfgvalue', entityId: entry.id, after: auditedCfgvalue(entry) }, em);
        await em.flush();
        return { cfgvalue: toCfgvalueDto(entry) };
      }),
    );
  }

  async update(actor: Actor, id: number, request: UpdateCfgvalueRequest): Promise<{ cfgvalue: CfgvalueDto }> {
    return this.em.transactional(async (em) => {
      const entry = await em.findOne(Cfgvalue, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!entry) throw new NotFoundException('No such entry.');
      const before = auditedCfgvalue(entry);
      const changes: Partial<Cfgvalue> = { ...request } as Partial<Cfgvalue>;
      if (request.name !== undefined) {
        await this.assertNameFree(em, entry.category, request.name, entry.id);
        changes.nameKey = cfgNameKey(request.name);
      }
      em.assign(entry, changes);
      this.audit.record(actor, { action: 'update', entity: 'cfgvalue', entityId: entry.id, before, after: auditedCfgvalue(entry) }, em);
      await this.uniqueName(entry.category, entry.name, () => em.flush());
      return { cfgvalue: toCfgvalueDto(entry) };
    });
  }

  /**
   * Deletes the entries — except those in use (LookupUsage), which are deactivated instead — and
   * answers the list as `query` asks for it. Unknown ids: 404, nothing changes.
   */
  async remove(actor: Actor, ids: number[], query: CfgvalueListQuery): Promise<CfgvaluesDeleteResponse> {
    const outcome = await this.em.transactional(async (em) => {
      const entries = await em.find(Cfgvalue, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
      const missing = [...new Set(ids)].filter((id) => !entries.some((e) => e.id === id));
      if (missing.length) throw new NotFoundException(coded('no_such_entries', { missing: missing.join(', ') }));
      const used = await this.usage.usedBy(em, 'cfgvalue', entries);
      const deleted: number[] = [];
      const deactivated: { id: number; name: string; usedBy: string[] }[] = [];
      for (const entry of entries) {
        const before = auditedCfgvalue(entry);
        const usedBy = used.get(entry.id);
        if (usedBy) {
          entry.status = 'inactive';
          const reason = `in use (${usedBy.join(', ')}): deactivated instead of deleted`;
          this.audit.record(actor, { action: 'update', entity: 'cfgvalue', entityId: entry.id, before, after: auditedCfgvalue(entry), reason }, em);
          deactivated.push({ id: entry.id, name: entry.name, usedBy });
        } else {
          this.audit.record(actor, { action: 'delete', entity: 'cfgvalue', entityId: entry.id, before }, em);
          em.remove(entry);
          deleted.push(entry.id);
        }
      }
      await em.flush();
      return { deleted, deactivated };
    });
    return {
      ...(await this.list(query)),
      deleted: outcome.deleted,
      deactivated: outcome.deactivated.map((d) => d.id),
      message: deleteMessage(outcome.deleted.length, outcome.deactivated),
    };
  }

  private where(query: CfgvalueListQuery): FilterQuery<Cfgvalue> {
    const all: FilterQuery<Cfgvalue>[] = [];
    if (query.category) all.push({ category: query.category });
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      all.push({ $or: [{ name: { $ilike: like } }, { value: { $ilike: like } }, { description: { $ilike: like } }] });
    }
    const filters = filtersToWhere(query.filters, CFGVALUE_FILTERS);
    if (Object.keys(filters).length) all.push(filters as FilterQuery<Cfgvalue>);
    return all.length === 0 ? {} : all.length === 1 ? all[0]! : { $and: all };
  }

  private async assertNameFree(em: EntityManager, category: CfgCategory, name: string, exceptId?: number): Promise<void> {
    const clash = await em.findOne(Cfgvalue, { category, nameKey: cfgNameKey(name), ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (clash) throw duplicate(category, clash.name);
  }

  /** Two requests racing past the check meet the unique constraint: the same 409. */
  private async uniqueName<T>(category: CfgCategory, name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw duplicate(category, name);
      throw error;
    }
  }
}

function duplicate(category: CfgCategory, name: string): ConflictException {
  return new ConflictException({
    ...coded('name_already_among', { name, category: CATEGORY_LABELS[category] }),
    errors: [{ field: 'name', message: 'is already in the list' }],
  });
}
