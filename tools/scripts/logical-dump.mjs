// PathDesk's own logical backup format, used when no pg_dump of the server's major version (or a
// newer one) is installed — the embedded PostgreSQL 18 ships none, Debian 12's is 15. One gzipped
// JSON line per row, taken in one REPEATABLE READ snapshot; the schema is not in the file: restore
// migrates an empty database to the same migrations first (db-restore.mjs), then loads the rows.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';

const FORMAT = 'pathdesk-logical-dump';
/** Not restored: sign-in sessions of the past must not come back. */
const SKIPPED = new Set(['session']);
const BATCH = 1000;

async function tables(client) {
  const { rows } = await client.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rows.map((r) => r.tablename).filter((t) => !SKIPPED.has(t));
}

/** Writes the database at `url` to `file`; resolves with the number of rows per table. */
export async function dumpDatabase(url, file) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream(file, { mode: 0o600 }));
  const write = async (value) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  const counts = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const {
      rows: [{ server_version }],
    } = await client.query('show server_version');
    const migrations = (await client.query('select name from mikro_orm_migrations order by id')).rows.map((r) => r.name);
    await write({ format: FORMAT, version: 1, createdAt: new Date().toISOString(), serverVersion: server_version, migrations });
    for (const table of await tables(client)) {
      await write({ table });
      await client.query(`declare rows_cursor no scroll cursor for select to_jsonb(t)::text as row from ${client.escapeIdentifier(table)} t`);
      counts[table] = 0;
      for (;;) {
        const { rows } = await client.query(`fetch ${BATCH} from rows_cursor`);
        for (const { row } of rows) await write({ row: JSON.parse(row) });
        counts[table] += rows.length;
        if (rows.length < BATCH) break;
      }
      await client.query('close rows_cursor');
    }
    const { rows: sequences } = await client.query(`select sequencename from pg_sequences where schemaname = 'public' order by sequencename`);
    for (const { sequencename } of sequences) {
      const {
        rows: [s],
      } = await client.query(`select last_value, is_called from ${client.escapeIdentifier(sequencename)}`);
      await write({ sequence: sequencename, lastValue: s.last_value, isCalled: s.is_called });
    }
    await write({ end: true, counts });
    await client.query('commit');
  } finally {
    gzip.end();
    await once(out, 'close');
    await client.end();
  }
  return counts;
}

/** The header line of a logical dump (format, migrations), or null when `file` is not one. */
export async function readHeader(file) {
  for await (const line of lines(file)) {
    const header = JSON.parse(line);
    return header.format === FORMAT ? header : null;
  }
  return null;
}

function lines(file) {
  return createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

/**
 * Loads a logical dump into the database at `url`, whose schema must be at the dump's migrations:
 * in one transaction, with triggers off (session_replication_role = replica: the append-only
 * triggers of audit_log and report_version, and foreign keys, would otherwise refuse a reload),
 * every table emptied and refilled, every sequence set. Needs a superuser (the embedded one is).
 */
export async function loadDatabase(url, file) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = {};
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    let header;
    let table;
    let columns;
    let batch = [];
    const flush = async () => {
      if (!batch.length) return;
      const list = columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const target = client.escapeIdentifier(table);
      await client.query(`insert into ${target} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::${target}, $1::jsonb)`, [
        JSON.stringify(batch),
      ]);
      counts[table] += batch.length;
      batch = [];
    };
    let ended = false;
    for await (const line of lines(file)) {
      const item = JSON.parse(line);
      if (!header) {
        if (item.format !== FORMAT) throw new Error(`${file} is not a ${FORMAT}`);
        header = item;
        const applied = (await client.query('select name from mikro_orm_migrations order by id')).rows.map((r) => r.name);
        if (JSON.stringify(applied) !== JSON.stringify(header.migrations)) {
          throw new Error(
            `The database is at other migrations than the backup (backup: ${header.migrations.length}, database: ${applied.length}): restore with the PathDesk version that made the backup.`,
          );
        }
        const existing = (await tables(client)).filter((t) => t !== 'mikro_orm_migrations');
        if (existing.length) await client.query(`truncate ${existing.map((t) => client.escapeIdentifier(t)).join(', ')}`);
      } else if (item.table) {
        await flush();
        table = item.table;
        counts[table] = 0;
        // Columns the table really has and that take values (no generated ones).
        columns = (
          await client.query(
            `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
            [table],
          )
        ).rows.map((r) => r.column_name);
      } else if (item.row) {
        if (table === 'mikro_orm_migrations') continue; // already equal (checked above)
        batch.push(item.row);
        if (batch.length >= BATCH) await flush();
      } else if (item.sequence) {
        await flush();
        await client.query('select setval($1::regclass, $2, $3)', [client.escapeIdentifier(item.sequence), item.lastValue, item.isCalled]);
      } else if (item.end) {
        await flush();
        for (const [t, n] of Object.entries(item.counts)) {
          if (t !== 'mikro_orm_migrations' && counts[t] !== n) throw new Error(`${t}: ${counts[t]} rows loaded, the backup has ${n}`);
        }
        ended = true;
      }
    }
    if (!ended) throw new Error(`${file} is cut short (no end record): nothing was restored.`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return counts;
}
