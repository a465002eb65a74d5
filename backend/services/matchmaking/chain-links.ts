import type { ChainLinkOption } from '@/lib/contract/matchmaking';
import type { Database } from '../../db/client';
import { chainLinks } from '../../db/queries/matchmaking';

// The chain-link pickers of the form and the filter: chains → segments → links. A chain may
// be chosen as a filter (all its links), a segment only groups.

export async function chainLinkOptions(db: Database): Promise<ChainLinkOption[]> {
  const chains: ChainLinkOption[] = [];
  const byCode = new Map<string, ChainLinkOption>();
  for (const row of await chainLinks(db)) {
    let chain = byCode.get(row.chainCode);
    if (!chain) {
      chain = { value: row.chainCode, label: row.chainName, children: [] };
      byCode.set(row.chainCode, chain);
      chains.push(chain);
    }
    let segment = byCode.get(row.segmentCode);
    if (!segment) {
      segment = { value: row.segmentCode, label: row.segmentName, selectable: false, children: [] };
      byCode.set(row.segmentCode, segment);
      chain.children!.push(segment);
    }
    segment.children!.push({ value: row.code, label: row.name });
  }
  return chains;
}
