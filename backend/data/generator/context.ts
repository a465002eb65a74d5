import type { ProductLine } from './reference-rows';
import type { Region } from '../reference-lookup';
import type { Calendar } from './calendar';
import type { GeneratorLink } from './chain-links';
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
  productCategories: ReadonlyMap<string, readonly ProductLine[]>;
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
  /** 企业类型 */
  qylx: string;
  provinceCode: string;
  province: string;
  /** The city users call the place by (displayCity). */
  city: string;
  regionCode: string;
  region: Region;
  established: number;
  alive: boolean;
  status: string;
  /** Day it was closed (注销/吊销): nothing it does is dated later. */
  closed?: number;
  zczb: number | null;
  legalRepresentative: string;
  tags: string[];
  isBranch: boolean;
  /** Head count of the latest annual report (within the 人员规模 band). */
  headcount: number;
  /** The chain link it works on, whose words its scope, products, patents and bids use. */
  chainLink?: GeneratorLink;
};

/** The last day an enterprise acts on: the day it closed, or today. */
export const lastDay = (ctx: BuildContext, info: EnterpriseInfo) => info.closed ?? ctx.cal.today;
