import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(process.cwd(), 'backend/db/migrations');

/** PGlite's share of one turn of the event loop before sockets get theirs. */
const PGLITE_SLICE_MS = 2;

/**
 * PGlite runs each statement synchronously on this thread and hands its one connection on by
 * resolving promises, so the statements of every request in flight would run back to back in
 * one turn of the event loop. Meanwhile no socket is read or written, and the event loop
 * accepts one new connection a turn: under issue 20's load test a burst of new connections
 * waited up to 30 s for a first answer. So statements run one at a time, first come, first
 * served, in slices: the first of a turn always runs, the next ones only while the turn's
 * slice lasts, the rest wait for the next turn. A transaction counts as one statement (PGlite
 * holds its connection throughout). Measured (docs/decisions/011-admission-queue.md): one
 * statement a turn cost a fifth of the answers a second, 8 ms slices lengthened the longest wait.
 */
function timeSliced(client: PGlite): void {
  const waiting: (() => void)[] = [];
  let busy = false;
  let turnScheduled = false;
  let sliceStart = -Infinity;
  const runFirst = () => {
    busy = true;
    waiting.shift()!();
  };
  const next = () => {
    if (busy || turnScheduled || waiting.length === 0) return;
    if (performance.now() - sliceStart < PGLITE_SLICE_MS) return runFirst();
    turnScheduled = true;
    setImmediate(() => {
      turnScheduled = false;
      sliceStart = performance.now();
      runFirst();
    });
  };
  const exclusive = async <T>(run: () => Promise<T>): Promise<T> => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      next();
    });
    try {
      return await run();
    } finally {
      busy = false;
      next();
    }
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    exclusive(() => query(...args))) as typeof client.query;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    exclusive(() => transaction(...args))) as typeof client.transaction;
}

/**
 * Opens PGlite under `<dataDir>/pglite` (or in memory for `memory://`). PGlite is a single
 * connection: this one client, whose internal queue serialises every query, is the only door.
 */
export async function openPglite(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { dump: () => Promise<Blob> }> {
  const inMemory = dataDir === 'memory://';
  let lock: DataDirLock | undefined;
  if (!inMemory) lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({
      dataDir: inMemory ? 'memory://' : path.join(dataDir, 'pglite'),
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    timeSliced(client);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      engine: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      /** The data directory as a tarball, for `loadDataDir` (the tests' migrated start). */
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * A connection not made in this time fails the query as unavailable (503) instead of
 * holding the request while the server is down or the network drops packets.
 */
const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(
  url: string,
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server ends (restart, dropped database) must not crash the
  // process: the pool drops it and opens another on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // A connection lost while checked out (inside a transaction) emits 'error' on its client,
  // which then has no listener: unheard, that would end the process. The statement in flight
  // fails by itself (503), and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  dbPoolSize?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { poolSize: options.dbPoolSize })
    : openPglite(options.dataDir);
}

export class TrigramSelfCheckError extends Error {
  override name = 'TrigramSelfCheckError';
}

/**
 * Chinese search depends on pg_trgm extracting trigrams from CJK text; a C-locale
 * PostgreSQL returns none and search silently finds nothing. Refuse to run instead.
 */
export async function assertChineseTrigrams(db: Database): Promise<void> {
  // Both drivers answer with { rows }.
  const result = (await db.execute(
    sql`select coalesce(array_length(show_trgm('企业'), 1), 0) as n`,
  )) as { rows: { n: number | string }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  if (n === 0) {
    throw new TrigramSelfCheckError(
      "Database self-check failed: pg_trgm extracts no trigrams from Chinese text (show_trgm('企业') is empty). " +
        "Create the database with a UTF-8 character-type locale, e.g. CREATE DATABASE zsai TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'.",
    );
  }
}
