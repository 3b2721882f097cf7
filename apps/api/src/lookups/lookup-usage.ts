import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CfgCategory } from '@pathdesk/contracts';

/** The lookup tables whose entries other records refer to. */
export type LookupTable = 'cfgvalue' | 'hospital' | 'doctor' | 'setting_prefix';

/**
 * One kind of record that refers to lookup entries. `sql` answers which of the entries are in use:
 * a query whose one `?` stands for the list of entry ids (write `… in (?)`) and whose rows name an
 * entry id in a column `id`. Example, for the gynecological cases of a later issue:
 *
 *   { lookup: 'cfgvalue', categories: ['screener'], usedBy: 'gynecological cases',
 *     sql: 'select distinct screener_id as id from gynecological_case where screener_id in (?)' }
 */
export interface LookupUsageCheck {
  lookup: LookupTable;
  /** For config values: the categories the check concerns (all when absent). */
  categories?: readonly CfgCategory[];
  /** What refers to the entries, as the API's messages say it ("surgical cases"). */
  usedBy: string;
  sql: string;
}

/**
 * The usage checks known to the API. Issues that add records referring to lookups (cases,
 * invoices…) add their checks here; a module may also `register` one at start.
 */
export const LOOKUP_USAGE_CHECKS: readonly LookupUsageCheck[] = [];

/** Injection token of the initial checks (LOOKUP_USAGE_CHECKS; tests may provide others). */
export const LOOKUP_USAGE_CHECKS_TOKEN = 'LOOKUP_USAGE_CHECKS';

export interface LookupEntryRef {
  id: number;
  category?: CfgCategory;
}

/**
 * Decides whether lookup entries are in use — an entry in use is deactivated rather than deleted, so
 * that the records naming it stay readable.
 */
@Injectable()
export class LookupUsage {
  private readonly checks: LookupUsageCheck[];

  constructor(@Inject(LOOKUP_USAGE_CHECKS_TOKEN) checks: readonly LookupUsageCheck[]) {
    this.checks = [...checks];
  }

  /** Adds a check (a module that refers to lookups calls this once, at start). */
  register(check: LookupUsageCheck): void {
    this.checks.push(check);
  }

  /** Removes a check added by `register` (tests). */
  unregister(check: LookupUsageCheck): void {
    const at = this.checks.indexOf(check);
    if (at >= 0) this.checks.splice(at, 1);
  }

  /**
   * Which of `entries` are in use, and by what: entry id → what refers to it. Runs in `em`'s
   * transaction, so a caller that locked the entries sees a consistent answer.
   */
  async usedBy(em: EntityManager, lookup: LookupTable, entries: readonly LookupEntryRef[]): Promise<Map<number, string[]>> {
    const used = new Map<number, string[]>();
    for (const check of this.checks) {
      if (check.lookup !== lookup) continue;
      const ids = entries.filter((e) => !check.categories || (e.category !== undefined && check.categories.includes(e.category))).map((e) => e.id);
      if (!ids.length) continue;
      const rows = await em.execute<{ id: number | string }[]>(check.sql, [ids]);
      for (const row of rows) {
        const id = Number(row.id);
        if (!ids.includes(id)) continue;
        const by = used.get(id) ?? [];
        if (!by.includes(check.usedBy)) by.push(check.usedBy);
        used.set(id, by);
      }
    }
    return used;
  }
}
