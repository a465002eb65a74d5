import type { ProductLine } from './reference-rows';
import { Calendar } from './calendar';
import type { GeneratorLink } from './chain-links';
import type { BuildContext } from './context';
import { GroupBuilder } from './group-builder';
import { Prng } from './prng';
import { emptyBatch, type Batch, type LoadTableName } from './tables';

export type GenerateOptions = {
  companies: number;
  seedNumber: number;
  now: Date;
  /** Enterprises per batch (whole groups, so a batch may run a little over). */
  batchSize: number;
  /** The chain links enterprises of matching classes work on (generatorLinks). */
  chainLinks: readonly GeneratorLink[];
  productCategories: ReadonlyMap<string, readonly ProductLine[]>;
};

/**
 * The demo dataset as a stream of batches: the same options give the same rows, and only
 * one batch is in memory at a time, whatever the size.
 */
export function* generateBatches(options: GenerateOptions): Generator<Batch> {
  const counters = new Map<LoadTableName, number>();
  const ctx: BuildContext = {
    rng: new Prng(options.seedNumber),
    cal: new Calendar(options.now),
    seedNumber: Math.abs(Math.trunc(options.seedNumber)),
    batch: emptyBatch(),
    nextId: (table) => {
      const next = (counters.get(table) ?? 0) + 1;
      counters.set(table, next);
      return next;
    },
    productCategories: options.productCategories,
    source: 'demo',
  };
  const builder = new GroupBuilder(ctx, options.chainLinks);
  let made = 0;
  let inBatch = 0;
  while (made < options.companies) {
    const n = builder.buildGroup(options.companies - made);
    made += n;
    inBatch += n;
    if (inBatch >= options.batchSize || made >= options.companies) {
      yield ctx.batch;
      ctx.batch = emptyBatch();
      inBatch = 0;
    }
  }
}
