import type { Calendar } from './calendar';
import type { Prng } from './prng';
import type { Batch } from './tables';

/** What the builders share: randomness, dates, the batch being filled and id counters. */
export type BuildContext = {
  rng: Prng;
  cal: Calendar;
  seedNumber: number;
  batch: Batch;
  nextId: (table: keyof Batch) => number;
  /** Leaf product categories by 门类, for products. */
  productCategories: ReadonlyMap<string, number[]>;
  /** Provenance of every generated row. */
  source: 'demo';
};

/** What fact builders need to know of the enterprise they describe. */
export type EnterpriseInfo = {
  id: number;
  qymc: string;
  brand: string;
  category: string;
  division: string;
  industryCode: string;
  provinceCode: string;
  province: string;
  city: string;
  regionCode: string;
  established: number;
  alive: boolean;
  zczb: number | null;
  legalRepresentative: string;
  tags: string[];
  isBranch: boolean;
};
