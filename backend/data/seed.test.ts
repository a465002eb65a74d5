import { getSeedState, registerSeedStep, seedIfEmpty } from './seed';
import { createTestBackend, type TestBackend } from '../test/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

const clock = { now: () => new Date('2026-11-21T08:00:00Z') };

describe('seedIfEmpty', () => {
  it('seeds an empty database once, running every registered step', async () => {
    const runs: number[] = [];
    registerSeedStep({
      name: 'count-runs',
      run: (_db, options) => {
        runs.push(options.companies);
        return Promise.resolve();
      },
    });
    expect(await getSeedState(backend.db)).toBeUndefined();

    const first = await seedIfEmpty(backend.db, { companies: 10 }, clock);
    expect(first).toMatchObject({ companies: 10, seededAt: '2026-11-21T08:00:00.000Z' });
    expect(await getSeedState(backend.db)).toEqual(first);

    expect(await seedIfEmpty(backend.db, { companies: 10 }, clock)).toBeUndefined();
    expect(runs).toEqual([10]);
  });
});
