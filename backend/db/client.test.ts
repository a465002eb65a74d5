import pg from 'pg';
import { assertChineseTrigrams, openPostgres, TrigramSelfCheckError } from './client';
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
