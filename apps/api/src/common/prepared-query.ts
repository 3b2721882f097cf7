import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

/**
 * Statement names by SQL text. Each connection of the pool keeps a named statement's plan, so only
 * the first texts seen are named; later ones run unnamed (planned each time, as before).
 */
const MAX_NAMED = 64;
const names = new Map<string, string>();
let naming = true;

/** DB_PREPARED_STATEMENTS (config.replicas.preparedStatements): false names no statement. */
export function usePreparedStatements(enabled: boolean): void {
  naming = enabled;
}

/** A hand-named statement's name, unless prepared statements are off. */
export function statementName(name: string): string | undefined {
  return naming ? name : undefined;
}

function nameOf(text: string): string | undefined {
  if (!naming) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `pd_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** `?` placeholders as PostgreSQL's `$1, $2, …`; the SQL must hold no other `?` (no jsonb `?` operators). */
function numbered(sql: string, count: number): string {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  if (n !== count) throw new Error(`The statement has ${n} placeholders for ${count} values`);
  return text;
}

/**
 * A statement on a hot path as a named prepared statement, on the ORM's pool, as its own implicit
 * transaction — or, called inside a transaction, on that transaction as em.execute runs it. Each
 * pooled connection parses a statement once, and after a few executions PostgreSQL keeps a generic
 * plan when it costs no more than planning each call —
 * the worklist's first page cost ~2 ms of backend CPU each time with its values inlined, most of it
 * planning, against ~0.6 ms prepared (docs/operations.md). Values are bound, never spliced in (a
 * caller may write integers it has checked into the text, so that the plan can know them).
 * Rows come back as em.execute gives them (the same pool and type parsers).
 */
export async function preparedQuery<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  return (await run(em, sql, params, false)) as T[];
}

/**
 * As preparedQuery, each row an array of its columns in the select's order: for a hot path that
 * writes its own answer from many rows (no object a row, no column names repeated).
 */
export async function preparedRows(em: EntityManager, sql: string, params: readonly unknown[]): Promise<unknown[][]> {
  return (await run(em, sql, params, true)) as unknown[][];
}

async function run(em: EntityManager, sql: string, params: readonly unknown[], arrays: boolean): Promise<unknown[]> {
  // In a caller's transaction the statement must run on that transaction's connection: unnamed, as before.
  if (em.isInTransaction()) {
    const rows = await em.execute<Record<string, unknown>[]>(sql, params as unknown[]);
    return arrays ? rows.map((row) => Object.values(row)) : rows;
  }
  const pool = (await em.getConnection().getNativeClient()) as Pool;
  const text = numbered(sql, params.length);
  const result = await pool.query({ name: nameOf(text), text, values: params as unknown[], ...(arrays ? { rowMode: 'array' as const } : {}) });
  return result.rows;
}
