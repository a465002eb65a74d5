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

/**
 * Opens PGlite under `<dataDir>/pglite` (or in memory for `memory://`). PGlite is a single
 * connection: this one client, whose internal queue serialises every query, is the only door.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  let lock: DataDirLock | undefined;
  if (!inMemory) lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({
      dataDir: inMemory ? 'memory://' : path.join(dataDir, 'pglite'),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      engine: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
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

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, dropped database) must not crash the
  // process: the pool drops it and opens another on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
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
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
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
