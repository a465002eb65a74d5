import pg from 'pg';
import { sql } from 'drizzle-orm';
import { assertChineseTrigrams, openPglite, openPostgres, TrigramSelfCheckError } from './client';
import { openTestDatabase, testEngine } from '../test/test-backend';

describe('assertChineseTrigrams', () => {
  it('passes on the engine under test', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      await expect(assertChineseTrigrams(database.db)).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  // Only a PostgreSQL server can be created with the C locale that breaks CJK trigrams.
  const onPostgres = testEngine() === 'postgres' ? it : it.skip;
  onPostgres('refuses a C-locale database with a message that says how to fix it', async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `zsai_test_clocale_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openPostgres(url.toString());
      try {
        await database.migrate();
        const check = assertChineseTrigrams(database.db);
        await expect(check).rejects.toThrow(TrigramSelfCheckError);
        await expect(assertChineseTrigrams(database.db)).rejects.toThrow(/LC_CTYPE 'C.UTF-8'/);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('PGlite statements', () => {
  it('run first come, first served, and let the event loop turn between slices', async () => {
    const database = await openPglite('memory://');
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    try {
      tick();
      const order: number[] = [];
      const turns = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          database.db
            .execute(sql`select count(*) from generate_series(1, 20000 + ${n}::int)`)
            .then(() => {
              order.push(n);
              return turn;
            }),
        ),
      );
      expect(order).toEqual(Array.from({ length: 20 }, (_, n) => n));
      // Not all in one turn: sockets are read and written between the slices.
      expect(new Set(turns).size).toBeGreaterThan(1);
      const inTransaction = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        const result = (await tx.execute(sql`select 2 as two`)) as { rows: unknown[] };
        return result.rows;
      });
      expect(inTransaction).toEqual([{ two: 2 }]);
    } finally {
      ticking = false;
      await database.close();
    }
  });
});
