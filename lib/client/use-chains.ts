import useSWR from 'swr';
import type {
  CandidatesAnswer,
  ChainRecord,
  ChainTree,
  GapsAnswer,
  LeadersAnswer,
  LinkEnterprisesAnswer,
  LinkStats,
  RegionsAnswer,
} from '@/lib/contract/chains';
import type { OverviewFigures } from '@/lib/contract/search';
import { customQuery, invokeScript } from './request';

// 产业链 (/cyl): one SWR hook per call of lib/contract/chains.ts, keyed by the alias and its
// params. A 404 (unknown chain, region, link) or a 403 will not change by asking again.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** cylChains: the chains with their sizes. */
export function useChains(enabled = true) {
  return useSWR<ChainRecord[], Error>(
    enabled ? ['cylChains'] : null,
    async () => (await customQuery<ChainRecord[]>('cylChains', {})).data,
    OPTIONS,
  );
}

/** cylTree: the chain's tree with the region's figures, strengths and gap labels. */
export function useChainTree(chain: string | null, region: string) {
  return useSWR<ChainTree | undefined, Error>(
    chain ? ['cylTree', chain, region] : null,
    async () => (await customQuery<ChainTree[]>('cylTree', { chain, region })).data[0],
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** cylGaps: the rules (thresholds and texts) behind the labels, for the legend. */
export function useGapRules(chain: string | null, region: string | null) {
  return useSWR<GapsAnswer['extraData'], Error>(
    chain && region ? ['cylGaps', chain, region] : null,
    async () =>
      (await customQuery<GapsAnswer['data']>('cylGaps', { chain, region }))
        .extraData as GapsAnswer['extraData'],
    OPTIONS,
  );
}

/** cylLinkEnterprises: one page of a link's enterprises, with their evidence. */
export function useLinkEnterprises(params: Record<string, string> | null) {
  return useSWR<
    { rows: LinkEnterprisesAnswer['data']; extra: LinkEnterprisesAnswer['extraData'] },
    Error
  >(
    params ? ['cylLinkEnterprises', JSON.stringify(params)] : null,
    async () => {
      const res = await customQuery<LinkEnterprisesAnswer['data']>('cylLinkEnterprises', params);
      return { rows: res.data, extra: res.extraData as LinkEnterprisesAnswer['extraData'] };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

type NodeRegion = { node: string; region: string } | null;

/** cylLeaders: the link's 链主/龙头 in the region, with the rule. */
export function useLeaders(at: NodeRegion, limit = 20) {
  return useSWR<LeadersAnswer, Error>(
    at ? ['cylLeaders', at.node, at.region, limit] : null,
    async () => {
      const res = await customQuery<LeadersAnswer['data']>('cylLeaders', { ...at, limit });
      return { data: res.data, extraData: res.extraData as LeadersAnswer['extraData'] };
    },
    OPTIONS,
  );
}

/** cylCandidates: the link's strongest enterprises outside the region. */
export function useCandidates(at: NodeRegion, limit = 20) {
  return useSWR<CandidatesAnswer, Error>(
    at ? ['cylCandidates', at.node, at.region, limit] : null,
    async () => {
      const res = await customQuery<CandidatesAnswer['data']>('cylCandidates', { ...at, limit });
      return { data: res.data, extraData: res.extraData as CandidatesAnswer['extraData'] };
    },
    OPTIONS,
  );
}

/** cylLinkStats: the node's figures in the region and nationwide. */
export function useLinkStats(at: NodeRegion) {
  return useSWR<LinkStats | undefined, Error>(
    at ? ['cylLinkStats', at.node, at.region] : null,
    async () => (await customQuery<LinkStats[]>('cylLinkStats', at)).data[0],
    OPTIONS,
  );
}

/** cylRegions: the node's figures in the child regions of the region. */
export function useRegionFigures(at: NodeRegion) {
  return useSWR<RegionsAnswer, Error>(
    at ? ['cylRegions', at.node, at.region] : null,
    async () => {
      const res = await customQuery<RegionsAnswer['data']>('cylRegions', at);
      return { data: res.data, extraData: res.extraData as RegionsAnswer['extraData'] };
    },
    OPTIONS,
  );
}

/**
 * Whether the enterprise data is the generated demo set (演示数据). The chain answers do not
 * say so; the public overview (qyhxOverview, cached by the backend) does.
 */
export function useDatasetKind() {
  const { data } = useSWR(
    ['qyhxOverview'],
    async () => (await customQuery<OverviewFigures[]>('qyhxOverview', {})).data[0]?.datasetkind,
    OPTIONS,
  );
  return data ?? null;
}

export type ReportAnswer = { success: boolean; id: string; duplicate: boolean };

/** cylReportPlacement (script): report a wrong placement; the server's message says what became of it. */
export async function reportPlacement(node: string, qyid: string, reason: string) {
  const res = await invokeScript<ReportAnswer>('cylReportPlacement', {
    node,
    qyid: Number(qyid),
    reason,
  });
  return { ...res.data, message: res.message };
}
