import { createHash } from 'node:crypto';
import { isValidCreditCode } from '@/lib/validation/credit-code';
import { regionsByCode } from '../reference-lookup';
import { generatorLinks, sequentialNodeIds } from './chain-links';
import { generateBatches, type GenerateOptions } from './generate';
import { referenceRows } from './reference-rows';
import type { Batch } from './tables';

const reference = referenceRows('2026-11-21');
const chainLinks = generatorLinks(sequentialNodeIds());
const options = (seedNumber: number, companies = 3000): GenerateOptions => ({
  companies,
  seedNumber,
  now: new Date('2026-11-21T08:00:00Z'),
  batchSize: 500,
  chainLinks,
  productCategories: reference.leavesByCategory,
});

function all(seedNumber: number, companies?: number): Batch[] {
  return [...generateBatches(options(seedNumber, companies))];
}

function digest(batches: Batch[]): string {
  return createHash('sha256').update(JSON.stringify(batches)).digest('hex');
}

describe('demo generator', () => {
  const batches = all(42);
  const enterprises = batches.flatMap((b) => b.enterprises);

  it('makes exactly the requested number of enterprises', () => {
    expect(enterprises).toHaveLength(3000);
    expect(new Set(enterprises.map((e) => e.id)).size).toBe(3000);
  });

  it('gives every enterprise a valid, unique credit code whose region matches its address', () => {
    const regions = regionsByCode();
    for (const e of enterprises) {
      expect(isValidCreditCode(e.tyshxydm)).toBe(true);
      const codeRegion = regions.get(e.tyshxydm.slice(2, 8));
      const region = regions.get(e.regionCode)!;
      expect([region.code, region.cityCode]).toContain(codeRegion?.code);
      expect(e.address.startsWith(region.province)).toBe(true);
    }
    expect(new Set(enterprises.map((e) => e.tyshxydm)).size).toBe(enterprises.length);
  });

  it('is identical for the same seed and differs for another', () => {
    expect(digest(all(42))).toBe(digest(batches));
    expect(digest(all(43))).not.toBe(digest(batches));
  });

  it('splits each enterprise among its shareholders to 100 percent (a listed one at most)', () => {
    const sums = new Map<number, number>();
    for (const s of batches.flatMap((b) => b.shareholdings)) {
      sums.set(s.enterpriseId, (sums.get(s.enterpriseId) ?? 0) + s.ratio);
    }
    for (const sum of sums.values()) expect(sum).toBeLessThanOrEqual(100.01);
    const branches = new Set(batches.flatMap((b) => b.branches.map((r) => r.branchId)));
    // A listed company's record holds its top holders only; the public holds the rest.
    for (const e of enterprises)
      if (!branches.has(e.id!) && e.listingStatus !== 'A股')
        expect(sums.get(e.id!)).toBeCloseTo(100, 1);
  });

  it('builds groups several levels deep, with cross-holdings and some ownership cycles', () => {
    const byEnterprise = new Map<number, number[]>();
    for (const s of batches.flatMap((b) => b.shareholdings)) {
      if (s.holderEnterpriseId) {
        byEnterprise.set(s.enterpriseId, [
          ...(byEnterprise.get(s.enterpriseId) ?? []),
          s.holderEnterpriseId,
        ]);
      }
    }
    const depth = (id: number, seen = new Set<number>()): number => {
      if (seen.has(id)) return 0;
      seen.add(id);
      return 1 + Math.max(0, ...(byEnterprise.get(id) ?? []).map((h) => depth(h, seen)));
    };
    expect(Math.max(...[...byEnterprise.keys()].map((id) => depth(id)))).toBeGreaterThanOrEqual(3);
    const reaches = (from: number, to: number, seen = new Set<number>()): boolean =>
      (byEnterprise.get(from) ?? []).some(
        (h) => h === to || (!seen.has(h) && (seen.add(h), reaches(h, to, seen))),
      );
    const cycles = [...byEnterprise.keys()].filter((id) => reaches(id, id));
    expect(cycles.length).toBeGreaterThan(0);
  });

  it('dates change records up to now, with some in the last month', () => {
    const changes = batches.flatMap((b) => b.changeRecords);
    expect(changes.every((c) => c.changedOn <= '2026-11-21')).toBe(true);
    expect(changes.filter((c) => c.changedOn >= '2026-10-22').length).toBeGreaterThan(50);
  });

  it('uses real industry and region codes and a spread of statuses', () => {
    const statuses = new Set(enterprises.map((e) => e.status));
    expect([...statuses].sort()).toEqual(['吊销', '在业', '存续', '注销', '迁入', '迁出'].sort());
    for (const e of enterprises) {
      expect(e.industryCode).toMatch(/^\d{4}$/);
      expect(regionsByCode().has(e.regionCode)).toBe(true);
    }
  });
});
