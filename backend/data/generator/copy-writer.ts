import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/client';

// Bulk loading by COPY (text format) on both engines: PGlite reads it from a blob,
// PostgreSQL from a stream on one dedicated connection.

export type RowWriter = {
  write: (table: PgTable, rows: readonly object[]) => Promise<void>;
  close: () => Promise<void>;
};

function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (Array.isArray(value)) {
    const literal = `{${value.map((v) => `"${String(v as string).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
    return escapeCopy(literal);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return escapeCopy(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return escapeCopy(JSON.stringify(value));
}

function escapeCopy(s: string): string {
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : s;
}

/** The COPY statement and text payload of rows keyed by the table's property names. */
export function encodeCopy(
  table: PgTable,
  rows: readonly object[],
): { statement: (from: string) => string; text: string } {
  const columns = Object.entries(getTableColumns(table));
  const names = columns.map(([, c]) => `"${c.name}"`).join(', ');
  let text = '';
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    text += columns.map(([key]) => copyText(record[key])).join('\t') + '\n';
  }
  return { statement: (from) => `COPY "${getTableName(table)}" (${names}) FROM ${from}`, text };
}

export async function openRowWriter(db: Database): Promise<RowWriter> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    return {
      async write(table, rows) {
        if (rows.length === 0) return;
        const { statement, text } = encodeCopy(table, rows);
        await client.query(statement(`'/dev/blob'`), [], { blob: new Blob([text]) });
      },
      close: () => Promise.resolve(),
    };
  }
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    return {
      async write(table, rows) {
        if (rows.length === 0) return;
        const { statement, text } = encodeCopy(table, rows);
        await pipeline(Readable.from([text]), connection.query(copyFrom(statement('STDIN'))));
      },
      close: () => Promise.resolve(connection.release()),
    };
  }
  throw new Error('openRowWriter: unknown database driver');
}
