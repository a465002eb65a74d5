import pg from 'pg';

// Creating and dropping the databases of backend tests on the PostgreSQL server.

/** Runs `fn` on one connection to the server's maintenance database at `url`. */
export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database: a copy of `template`, or an empty one with a UTF-8 ctype (pg_trgm extracts
 * Chinese trigrams only under one).
 */
export async function createDatabase(serverUrl: string, name: string, template?: string) {
  const from = template
    ? `TEMPLATE ${template}`
    : `TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} ${from}`));
}

export async function dropDatabase(serverUrl: string, name: string) {
  await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
