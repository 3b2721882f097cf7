import type { EntityManager } from '@mikro-orm/postgresql';
import { LookupUsage, type LookupUsageCheck } from './lookup-usage.js';

/** An EntityManager whose queries answer from a table of SQL → rows, recording what was asked. */
function fakeEm(answers: Record<string, { id: number | string }[]>) {
  const asked: { sql: string; params: unknown[] }[] = [];
  const em = {
    execute: async (sql: string, params: unknown[]) => {
      asked.push({ sql, params });
      return answers[sql] ?? [];
    },
  } as unknown as EntityManager;
  return { em, asked };
}

describe('LookupUsage', () => {
  const specimens: LookupUsageCheck = { lookup: 'cfgvalue', categories: ['screener'], usedBy: 'gynecological cases', sql: 'specimens' };
  const invoices: LookupUsageCheck = { lookup: 'cfgvalue', usedBy: 'invoices', sql: 'invoices' };
  const cases: LookupUsageCheck = { lookup: 'hospital', usedBy: 'surgical cases', sql: 'cases' };

  it('answers nothing when no check applies', async () => {
    const { em, asked } = fakeEm({});
    const usage = new LookupUsage([]);
    expect(await usage.usedBy(em, 'cfgvalue', [{ id: 1, category: 'screener' }])).toEqual(new Map());
    expect(asked).toEqual([]);
  });

  it('asks each check about the entries of its lookup and categories only, and merges the answers', async () => {
    const { em, asked } = fakeEm({ specimens: [{ id: 1 }], invoices: [{ id: '1' }, { id: 3 }, { id: 99 }] });
    const usage = new LookupUsage([specimens]);
    usage.register(invoices);
    usage.register(cases);
    const used = await usage.usedBy(em, 'cfgvalue', [
      { id: 1, category: 'screener' },
      { id: 2, category: 'screener' },
      { id: 3, category: 'company' },
    ]);
    expect(asked).toEqual([
      { sql: 'specimens', params: [[1, 2]] },
      { sql: 'invoices', params: [[1, 2, 3]] },
    ]);
    // 99 was not asked about, so it is ignored.
    expect(used).toEqual(
      new Map([
        [1, ['gynecological cases', 'invoices']],
        [3, ['invoices']],
      ]),
    );
  });

  it('forgets a check that is unregistered', async () => {
    const { em, asked } = fakeEm({ invoices: [{ id: 1 }] });
    const usage = new LookupUsage([]);
    usage.register(invoices);
    usage.unregister(invoices);
    expect((await usage.usedBy(em, 'cfgvalue', [{ id: 1, category: 'company' }])).size).toBe(0);
    expect(asked).toEqual([]);
  });
});
