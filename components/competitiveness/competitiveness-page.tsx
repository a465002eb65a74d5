'use client';

import { Skeleton, Tabs } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { AsOf } from '@/components/chains/as-of';
import { RegionPicker } from '@/components/chains/region-picker';
import { ChainPicker } from '@/components/chains/chain-picker';
import { QueryError } from '@/components/layout/query-error';
import { EVALUATION_TABS, LOCAL_REGION } from '@/lib/contract/chains';
import {
  competitivenessQuery,
  readCompetitivenessState,
  type CompetitivenessTab,
  type CompetitivenessUrlState,
} from '@/lib/chains/competitiveness-url';
import { useChains, useDatasetKind } from '@/lib/client/use-chains';
import { useCompetitiveness } from '@/lib/client/use-chain-figures';
import { COMPETITIVENESS_PATH } from '@/lib/site/product-routes';
import { DimensionView, OverallView } from './competitiveness-view';
import styles from './competitiveness.module.css';
import frame from '@/components/layout/screen-frame.module.css';

/**
 * 竞争力分析: a region's competitiveness in a chain among the regions of its level, in the
 * five tabs of the evaluation lookup. Without a region the user's city is analysed.
 */
export function CompetitivenessPage() {
  const router = useRouter();
  const pathname = usePathname();
  const state = readCompetitivenessState(useSearchParams());
  const chains = useChains();
  const chain = state.chain ?? chains.data?.[0]?.code;
  const answer = useCompetitiveness(
    chain
      ? {
          chain,
          region: state.region ?? LOCAL_REGION,
          ...(state.weights ? { weights: state.weights } : {}),
        }
      : null,
  );
  const demo = useDatasetKind() === 'demo';
  const data = answer.data;

  const go = (patch: Partial<CompetitivenessUrlState>) =>
    router.push(`${pathname}${competitivenessQuery({ ...state, chain, ...patch })}`, {
      scroll: false,
    });

  let body;
  if (chains.error) body = <QueryError error={chains.error} onRetry={() => void chains.mutate()} />;
  else if (answer.error) {
    // An unknown chain or region goes back to the screen's start; refused weights to the
    // default weights.
    const back = state.weights
      ? {
          href: `${COMPETITIVENESS_PATH}${competitivenessQuery({ ...state, weights: undefined })}`,
          label: '恢复默认权重',
        }
      : { href: COMPETITIVENESS_PATH, label: '返回竞争力分析' };
    body = <QueryError error={answer.error} back={back} onRetry={() => void answer.mutate()} />;
  } else if (!data) {
    body = (
      <div className={styles.panel} aria-busy="true" data-testid="competitiveness-loading">
        <Skeleton active paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 10 }} style={{ marginTop: 24 }} />
      </div>
    );
  } else {
    body = (
      <div className={styles.panel}>
        <Tabs
          activeKey={state.tab}
          onChange={(tab) => go({ tab: tab as CompetitivenessTab })}
          data-testid="competitiveness-tabs"
          items={EVALUATION_TABS.map((t) => {
            const dimension = data.dimensions.find((d) => d.key === t.key);
            return {
              key: t.key,
              label: t.name,
              children:
                t.key === 'zh' ? (
                  <OverallView
                    data={data}
                    busy={answer.isValidating}
                    onWeights={(weights) => go({ weights })}
                  />
                ) : dimension ? (
                  <DimensionView data={data} dimension={dimension} />
                ) : null,
            };
          })}
        />
      </div>
    );
  }

  return (
    <main className={frame.page} data-testid="competitiveness-page">
      <div className={frame.head}>
        <h1 className={frame.title}>竞争力分析</h1>
        {data ? <AsOf asof={data.asof} demo={demo} /> : null}
      </div>
      <div className={frame.toolbar}>
        <ChainPicker
          chains={chains.data}
          value={chain ?? null}
          onChange={(code) => go({ chain: code })}
        />
        <span className={frame.label}>地区</span>
        <RegionPicker
          value={state.region ?? data?.region.code ?? null}
          allowNational={false}
          onChange={(region) => go({ region })}
        />
        {data ? (
          <span className={styles.peers} data-testid="competitiveness-peers">
            {data.region.path} · 对比范围：{data.peers.scope}（{data.peers.count} 个）
          </span>
        ) : null}
      </div>
      {data?.notice ? <p className={styles.source}>{data.notice}</p> : null}
      {body}
    </main>
  );
}
