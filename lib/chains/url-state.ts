import { LOCAL_REGION, NATIONAL_REGION } from '@/lib/contract/chains';

// 产业链 (/cyl) keeps its state in the page URL (?chain=nev&region=320500&node=nev.power-battery
// &tab=leaders), so a link of a chain in a region can be shared. These functions are the only
// translation between the URL and the screen's state.

/** The tabs of a link's panel; the first is the default and stays out of the URL. */
export const PANEL_TABS = [
  { value: 'enterprises', label: '企业列表' },
  { value: 'leaders', label: '龙头企业' },
  { value: 'stats', label: '统计' },
  { value: 'regions', label: '地区分布' },
  { value: 'candidates', label: '寻找外地候选' },
] as const;
export type PanelTab = (typeof PANEL_TABS)[number]['value'];
const DEFAULT_TAB: PanelTab = 'enterprises';

export type ChainUrlState = {
  /** A chain code; null: the first chain of the list. */
  chain: string | null;
  /** A GB/T 2260 code or '000000' (全国); null: the user's location city ('local'). */
  region: string | null;
  /** The open link's (or segment's) code; null: no panel. */
  node: string | null;
  tab: PanelTab;
};

/** A URL value that cannot name anything: shown with the API's message, never sent. */
export type ChainUrlProblem = { param: 'chain' | 'region' | 'node'; value: string };

type Readable = { get(name: string): string | null };

// The contract's code shapes (lib/contract/chains.ts codeSchema, regionParamSchema).
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
const REGION = /^\d{6}$/;

export function parseChainUrl(params: Readable): {
  state: ChainUrlState;
  problems: ChainUrlProblem[];
} {
  const problems: ChainUrlProblem[] = [];
  const read = (param: ChainUrlProblem['param'], valid: (v: string) => boolean) => {
    const value = params.get(param)?.trim() ?? '';
    if (!value) return null;
    if (valid(value)) return value;
    problems.push({ param, value });
    return null;
  };
  const chain = read('chain', (v) => CODE.test(v));
  const region = read('region', (v) => v === LOCAL_REGION || REGION.test(v));
  const node = read('node', (v) => CODE.test(v));
  const tab = PANEL_TABS.find((t) => t.value === params.get('tab'))?.value ?? DEFAULT_TAB;
  return {
    state: { chain, region: region === LOCAL_REGION ? null : region, node, tab },
    problems,
  };
}

/** The query string of a state ('' or '?…'), in a stable order; defaults are left out. */
export function chainUrlQuery(state: ChainUrlState): string {
  const out = new URLSearchParams();
  if (state.chain) out.set('chain', state.chain);
  if (state.region) out.set('region', state.region);
  if (state.node) {
    out.set('node', state.node);
    if (state.tab !== DEFAULT_TAB) out.set('tab', state.tab);
  }
  const qs = out.toString();
  return qs ? `?${qs}` : '';
}

/** The region the API is asked for: the URL's, else the caller's location city. */
export function requestedRegion(state: ChainUrlState): string {
  return state.region ?? LOCAL_REGION;
}

/** True for 全国. */
export const isNationwide = (code: string | null | undefined) => code === NATIONAL_REGION;
