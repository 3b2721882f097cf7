import { coded } from '@pathdesk/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError, IcdO3Codes, IcdO3CodesResponse, IcdO3CodeDto, IcdO3ImportResponse, IcdO3Kind } from '@pathdesk/contracts';
import type { icdO3ListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { escapeLike } from '../common/escape-like.js';
import { invalidInput } from '../common/invalid-input.js';
import { parseIcdO3Csv } from './icdo3-csv.js';

type IcdO3Query = z.output<typeof icdO3ListQuerySchema>;

/**
 * The lab's ICD-O-3 lists (issue 30.4): searched by code or term, loaded from CSV by an
 * administrator (codes added, terms updated; a code is never removed, for results may hold it).
 */
@Injectable()
export class IcdO3Service {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** A page of a list: codes starting with the search, or terms holding it. */
  async search(kind: IcdO3Kind, query: IcdO3Query): Promise<IcdO3CodesResponse> {
    const params: unknown[] = [kind];
    let condition = 'kind = ?';
    if (query.search) {
      condition += ` and (code ilike ? or term ilike ?)`;
      params.push(`${escapeLike(query.search)}%`, `%${escapeLike(query.search)}%`);
    }
    const order = `${query.sortField === 'term' ? 'term' : 'code'} ${query.sortOrder === -1 ? 'desc' : 'asc'}, code`;
    const rows = await this.em.execute<(IcdO3CodeDto & { total: number })[]>(
      `select code, term, count(*) over ()::int as total from icdo3_code where ${condition} order by ${order} limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    const total = rows.length
      ? rows[0]!.total
      : query.first > 0
        ? (await this.em.execute<{ n: number }[]>(`select count(*)::int as n from icdo3_code where ${condition}`, params))[0]!.n
        : 0;
    return { codes: rows.map(({ code, term }) => ({ code, term })), total };
  }

  /** Loads a CSV list: every line checked first (400 with the bad lines, nothing written), then codes added and terms updated, audited. */
  async import(actor: Actor, kind: IcdO3Kind, csv: string): Promise<IcdO3ImportResponse> {
    const { rows, errors } = parseIcdO3Csv(kind, csv);
    if (errors.length) throw invalidInput(errors);
    return this.em.transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('pathdesk:icdo3-import'))`);
      const stored = new Map((await em.execute<IcdO3CodeDto[]>(`select code, term from icdo3_code where kind = ?`, [kind])).map((r) => [r.code, r.term]));
      const added = rows.filter((r) => !stored.has(r.code));
      const updated = rows.filter((r) => stored.has(r.code) && stored.get(r.code) !== r.term);
      const changes = [...added, ...updated].map(({ code, term }) => ({ code, term }));
      if (changes.length) {
        await em.execute(
          `insert into icdo3_code (kind, code, term) select ?, r.code, r.term from jsonb_to_recordset(?::jsonb) as r(code text, term text)
           on conflict (kind, code) do update set term = excluded.term, updated_at = now()`,
          [kind, JSON.stringify(changes)],
        );
        this.audit.record(
          actor,
          {
            action: 'update',
            entity: 'icdo3_code',
            entityId: kind,
            before: { terms: Object.fromEntries(updated.map((r) => [r.code, stored.get(r.code)])) },
            after: { added: Object.fromEntries(added.map((r) => [r.code, r.term])), terms: Object.fromEntries(updated.map((r) => [r.code, r.term])) },
          },
          em,
        );
        await em.flush();
      }
      return { kind, added: added.length, updated: updated.length, unchanged: rows.length - changes.length };
    });
  }

  /** The codes of `fields.icdO3` that are not on the lab's lists, as errors at their fields. */
  async unlisted(codes: IcdO3Codes): Promise<FieldError[]> {
    const found = await this.em.execute<{ kind: IcdO3Kind }[]>(`select kind from icdo3_code where (kind = 'topography' and code = ?) or (kind = 'morphology' and code = ?)`, [
      codes.topography,
      codes.morphology,
    ]);
    return (['topography', 'morphology'] as const)
      .filter((kind) => !found.some((f) => f.kind === kind))
      .map((kind) => ({ field: kind, ...coded('is_not_on_the_labs_icd_o3_list', { code: codes[kind], kind }) }));
  }
}
