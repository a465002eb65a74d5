import { addressTree } from '../../data/address';
import { industryTree } from '../../data/industry';
import {
  catalogRows,
  chainNodeRows,
  INDUSTRY_CHAINS,
  NODE_LEVEL,
} from '../../data/industry-chains';
import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';

// Words of our own reference data that the segmenter must keep whole: region names (with
// and without their 省/市/区/县 suffix), GB/T 4754 industry names, and the chains' segment,
// link and product names. A high frequency makes jieba prefer them over its own splits.

const FREQUENCY = 100_000;
const SUFFIXES =
  /(?:维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|自治州|自治县|省|市|区|县|盟|旗)$/u;

function regionWords(nodes: AddressNode[], into: Set<string>) {
  for (const node of nodes) {
    into.add(node.label);
    const short = node.label.replace(SUFFIXES, '');
    if ([...short].length >= 2) into.add(short);
    if (node.children) regionWords(node.children, into);
  }
}

function industryWords(nodes: IndustryNode[], into: Set<string>) {
  for (const node of nodes) {
    for (const part of node.name.split(/[和、，及（）()]/u)) {
      if ([...part].length >= 2 && [...part].length <= 8) into.add(part);
    }
    if (node.children) industryWords(node.children, into);
  }
}

/** The user dictionary in jieba's format: one `word frequency` a line. */
export function userDictionary(): string {
  const words = new Set<string>();
  regionWords(addressTree(3), words);
  industryWords(industryTree(4), words);
  for (const chain of INDUSTRY_CHAINS) {
    words.add(chain.name);
    for (const node of chainNodeRows(chain))
      if (node.level >= NODE_LEVEL.segment) words.add(node.name);
  }
  for (const product of catalogRows().products) words.add(product.name);
  return [...words]
    .filter((w) => !/\s/.test(w) && [...w].length >= 2)
    .map((w) => `${w} ${FREQUENCY}`)
    .join('\n');
}
