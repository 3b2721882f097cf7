import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery, statementName, usePreparedStatements } from './prepared-query.js';

/** An entity manager whose pool records the query configs it is given, and what it executes itself (in a transaction). */
function recordingEm(inTransaction = false) {
  const sent: { name?: string; text: string; values: unknown[] }[] = [];
  const executed: { sql: string; params: unknown[] }[] = [];
  const pool = { query: async (config: (typeof sent)[number]) => (sent.push(config), { rows: [{ ok: 1 }] }) };
  const em = {
    isInTransaction: () => inTransaction,
    execute: async (sql: string, params: unknown[]) => (executed.push({ sql, params }), [{ ok: 2 }]),
    getConnection: () => ({ getNativeClient: async () => pool }),
  } as unknown as EntityManager;
  return { em, sent, executed };
}

describe('preparedQuery', () => {
  afterEach(() => usePreparedStatements(true));

  it('names a statement by its text, numbers its placeholders and binds the values', async () => {
    const { em, sent } = recordingEm();
    expect(await preparedQuery(em, 'select 1 where a = ? and b = ?', ['x', 2])).toEqual([{ ok: 1 }]);
    await preparedQuery(em, 'select 1 where a = ? and b = ?', ['y', 3]);
    expect(sent[0]).toEqual({ name: expect.stringMatching(/^pd_[0-9a-f]{20}$/), text: 'select 1 where a = $1 and b = $2', values: ['x', 2] });
    expect(sent[1]!.name).toBe(sent[0]!.name);
  });

  it('names none with DB_PREPARED_STATEMENTS=false (a transaction-mode pooler keeps no named statement)', async () => {
    usePreparedStatements(false);
    const { em, sent } = recordingEm();
    await preparedQuery(em, 'select 2 where a = ?', ['x']);
    expect(sent).toEqual([{ name: undefined, text: 'select 2 where a = $1', values: ['x'] }]);
    expect(statementName('pathdesk_session_get')).toBeUndefined();
    usePreparedStatements(true);
    expect(statementName('pathdesk_session_get')).toBe('pathdesk_session_get');
  });

  it('refuses a statement whose placeholders do not match its values', async () => {
    const { em } = recordingEm();
    await expect(preparedQuery(em, 'select ? , ?', ['x'])).rejects.toThrow('The statement has 2 placeholders for 1 values');
  });

  it("runs a statement in a caller's transaction on that transaction, not on the pool", async () => {
    const { em, sent, executed } = recordingEm(true);
    expect(await preparedQuery(em, 'insert into t values (?)', [1])).toEqual([{ ok: 2 }]);
    expect(executed).toEqual([{ sql: 'insert into t values (?)', params: [1] }]);
    expect(sent).toEqual([]);
  });
});
