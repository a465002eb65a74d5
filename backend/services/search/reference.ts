import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';
import { addressTree } from '../../data/address';
import { industryTree } from '../../data/industry';

// The trees that search filters name (GB/T 2260 regions, GB/T 4754 industries), indexed once
// so a filter code is checked and turned into a code prefix without walking the tree.

export type RegionEntry = { code: string; name: string; path: string; prefix: string };
export type IndustryEntry = {
  code: string;
  name: string;
  rank: number;
  /** The four-digit industry codes under this node, as inclusive [from, to] ranges. */
  codeRanges: [string, string][];
};

let regions: Map<string, RegionEntry> | undefined;
let industries: Map<string, IndustryEntry> | undefined;

// A municipality's one "city" gathers the districts of several GB/T 2260 placeholder cities
// (1101 市辖区, 1102 县), so its prefix is the province's, not its own four digits.
function regionPrefix(node: AddressNode): string {
  if (node.type === 'province') return node.code.slice(0, 2);
  if (node.type === 'districts') return node.code;
  const own = node.code.slice(0, 4);
  return (node.children ?? []).every((d) => d.code.startsWith(own)) ? own : node.code.slice(0, 2);
}

function indexRegions(): Map<string, RegionEntry> {
  const map = new Map<string, RegionEntry>();
  const walk = (nodes: AddressNode[]) => {
    for (const node of nodes) {
      map.set(node.code, {
        code: node.code,
        name: node.label,
        path: node.path,
        prefix: regionPrefix(node),
      });
      if (node.children) walk(node.children);
    }
  };
  walk(addressTree(3));
  return map;
}

// A 门类 (letter) spans whole 大类 (two digits): its codes are the ranges of its 大类, merged
// where they follow one another (C: 13 … 43 is one range). Digit codes are their own prefix.
function codeRanges(node: IndustryNode): [string, string][] {
  if (/^\d/.test(node.value)) return [[node.value.padEnd(4, '0'), node.value.padEnd(4, '9')]];
  const ranges: [string, string][] = [];
  for (const division of (node.children ?? []).map((c) => c.value).sort()) {
    const last = ranges.at(-1);
    if (last && Number(division) === Number(last[1].slice(0, 2)) + 1) {
      last[1] = `${division}99`;
    } else {
      ranges.push([`${division}00`, `${division}99`]);
    }
  }
  return ranges;
}

function indexIndustries(): Map<string, IndustryEntry> {
  const map = new Map<string, IndustryEntry>();
  const walk = (nodes: IndustryNode[]) => {
    for (const node of nodes) {
      map.set(node.value, {
        code: node.value,
        name: node.name,
        rank: node.rank,
        codeRanges: codeRanges(node),
      });
      if (node.children) walk(node.children);
    }
  };
  walk(industryTree(4));
  return map;
}

export function regionByCode(code: string): RegionEntry | undefined {
  regions ??= indexRegions();
  return regions.get(code);
}

export function industryByCode(code: string): IndustryEntry | undefined {
  industries ??= indexIndustries();
  return industries.get(code);
}

/** Provinces (code, name) for facet labels. */
export function provinces(): { code: string; name: string }[] {
  return addressTree(1).map((p) => ({ code: p.code, name: p.label }));
}

/** 门类 (letter, name) for facet labels. */
export function industryCategories(): { code: string; name: string }[] {
  return industryTree(1).map((n) => ({ code: n.value, name: n.name }));
}

/** The district's full path (省/市/区) for a result row; the code itself when unknown. */
export function regionPath(code: string): string {
  return regionByCode(code)?.path ?? code;
}

/**
 * The regions one level below `code` (a province's cities, a city's districts); a
 * municipality's single city is skipped to its districts. Empty for a district or an unknown code.
 */
export function regionChildren(code: string): { code: string; name: string }[] {
  const find = (nodes: AddressNode[]): AddressNode | undefined => {
    for (const node of nodes) {
      if (node.code === code) return node;
      const found = node.children && find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  let kids = find(addressTree(3))?.children ?? [];
  if (kids.length === 1 && kids[0]!.children?.length) kids = kids[0]!.children;
  return kids.map((k) => ({ code: k.code, name: k.label }));
}
