import { COMPETITIVENESS_DIMENSIONS, DEFAULT_WEIGHTS } from '@/lib/contract/chains';
import { parseWeights, sameWeights, weightsParam, type Weights } from './weights';

// 竞争力分析 (/cyl/jzlfx, jzlfx: 竞争力分析) keeps its state in the URL:
// ?chain=&region=&tab=&weights=. Without a region the API takes the user's city ('local').
// Pure.

/** zh (综合) and the four scored dimensions: the five tabs of the evaluation lookup. */
export const COMPETITIVENESS_TABS = ['zh', ...COMPETITIVENESS_DIMENSIONS] as const;
export type CompetitivenessTab = (typeof COMPETITIVENESS_TABS)[number];

export type CompetitivenessUrlState = {
  chain?: string;
  region?: string;
  tab: CompetitivenessTab;
  /** Undefined: the defaults. */
  weights?: Weights;
};

type Readable = { get(name: string): string | null };

const isTab = (v: string | null): v is CompetitivenessTab =>
  (COMPETITIVENESS_TABS as readonly (string | null)[]).includes(v);

export function readCompetitivenessState(params: Readable): CompetitivenessUrlState {
  const tab = params.get('tab');
  return {
    chain: params.get('chain')?.trim() || undefined,
    region: params.get('region')?.trim() || undefined,
    tab: isTab(tab) ? tab : 'zh',
    weights: parseWeights(params.get('weights')),
  };
}

/** The query string ('' or '?…'), defaults left out. */
export function competitivenessQuery(state: CompetitivenessUrlState): string {
  const out = new URLSearchParams();
  if (state.chain) out.set('chain', state.chain);
  if (state.region) out.set('region', state.region);
  if (state.tab !== 'zh') out.set('tab', state.tab);
  if (state.weights && !sameWeights(state.weights, DEFAULT_WEIGHTS)) {
    out.set('weights', weightsParam(state.weights));
  }
  const query = out.toString();
  return query ? `?${query}` : '';
}
