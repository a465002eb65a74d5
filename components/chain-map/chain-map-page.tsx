'use client';

import { Col, Row, Segmented } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { ChinaMap } from '@/components/map/china-map';
import { MapRankingTable } from '@/components/map/map-ranking-table';
import { QueryError } from '@/components/layout/query-error';
import { AsOf } from '@/components/chains/as-of';
import { CHAIN_MESSAGES, NATIONAL_REGION } from '@/lib/contract/chains';
import { formatCount } from '@/lib/format';
import { asOfText } from '@/lib/chains/figures';
import { MAP_PROVINCES, MUNICIPALITIES } from '@/lib/map/regions';
import {
  MAP_FIGURES,
  findTreeRegion,
  mapQuery,
  mapView,
  readMapState,
  selectedFeature,
  type MapFigureKey,
  type MapUrlState,
} from '@/lib/chains/map-url';
import { ApiError } from '@/lib/client/request';
import { useChains, useChainTree, useDatasetKind } from '@/lib/client/use-chains';
import { useMapFigures } from '@/lib/client/use-chain-figures';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useAddressTree } from '@/lib/client/use-reference-trees';
import { CHAIN_MAP_PATH } from '@/lib/site/product-routes';
import { ChainPicker } from '@/components/chains/chain-picker';
import { NodePicker } from './node-picker';
import { mapData, mapFigures } from './map-figures';
import { RegionCard } from './region-card';
import styles from './chain-map.module.css';
import frame from '@/components/layout/screen-frame.module.css';

const MAP_HEIGHT = 560;
const BACK_TO_COUNTRY = { href: CHAIN_MAP_PATH, label: '返回全国地图' };

/**
 * 产业地图: a chain's (or one link's) enterprises over China, shaded by a chosen figure; a
 * click on a province opens its cities, a click on a city chooses it. The URL holds it all.
 */
export function ChainMapPage() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = readMapState(searchParams);
  const { user } = useCurrentUser();
  const chains = useChains();
  const chain = state.chain ?? chains.data?.[0]?.code;
  const tree = useChainTree(chain ?? null, NATIONAL_REGION);
  const address = useAddressTree(user?.userId, 3);
  const demo = useDatasetKind() === 'demo';

  const view = mapView(state.region);
  const level = view.known ? view.level : undefined;
  // A code shaped like a region may still be none (320599): the address tree decides.
  const regionUnknown =
    !view.known || Boolean(state.region && address && !findTreeRegion(address, state.region));
  const figures = useMapFigures(
    chain && level && !regionUnknown ? { chain, node: state.node, level } : null,
  );

  const go = (patch: Partial<MapUrlState>) =>
    router.push(`${pathname}${mapQuery({ ...state, chain, ...patch })}`, { scroll: false });

  // Read apart from `state` (which the handlers spread), so the memos below can keep it.
  const figure = readMapState(searchParams).figure;
  const figureSet = useMemo(() => mapFigures(figure), [figure]);
  const values = useMemo(
    () => (figures.data ? mapData(figures.data.data, figure) : undefined),
    [figures.data, figure],
  );
  const extra = figures.data?.extraData;
  const chainName = extra?.chain.name ?? chains.data?.find((c) => c.code === chain)?.name ?? '';
  const nodeName = extra?.node?.name;
  const figureLabel = MAP_FIGURES.find((f) => f.key === state.figure)!.label;
  const title = `${chainName}${nodeName ? `·${nodeName}` : ''}${figureLabel}分布`;
  const subtitle = [extra ? asOfText(extra.asof) : '', demo ? '演示数据' : '']
    .filter(Boolean)
    .join(' · ');
  const levelName = level && level !== 'country' ? (MAP_PROVINCES.get(level) ?? level) : '全国';
  const regionLabel =
    level === 'country' ? '省份' : level && MUNICIPALITIES.has(level) ? '区县' : '城市';
  const selectedCode = view.known ? view.selected : undefined;
  const selected = figures.data ? selectedFeature(figures.data.data, selectedCode) : undefined;

  const openRegion = (code: string) => go({ region: code });

  let body;
  if (chains.error) body = <QueryError error={chains.error} onRetry={() => void chains.mutate()} />;
  else if (regionUnknown) {
    body = (
      <QueryError
        // Told as the API tells an unknown region.
        error={new ApiError(CHAIN_MESSAGES.noSuchRegion(state.region ?? ''), 404)}
        back={{
          ...BACK_TO_COUNTRY,
          href: `${CHAIN_MAP_PATH}${mapQuery({ ...state, region: undefined })}`,
        }}
      />
    );
  } else if (figures.error) {
    body = (
      <QueryError
        error={figures.error}
        back={BACK_TO_COUNTRY}
        onRetry={() => void figures.mutate()}
      />
    );
  } else {
    body = (
      <Row gutter={16}>
        <Col span={16}>
          <div className={styles.panel}>
            <ChinaMap
              level={level ?? 'country'}
              values={values}
              title={title}
              subtitle={subtitle || undefined}
              {...figureSet}
              height={MAP_HEIGHT}
              selected={selected?.code}
              onDrill={openRegion}
              onBack={() => go({ region: undefined })}
              onSelect={(r) => openRegion(r.code)}
            />
          </div>
        </Col>
        <Col span={8}>
          <div className={styles.side}>
            {selected && chain && level ? (
              <RegionCard
                record={selected}
                chain={chain}
                node={state.node}
                within={levelName}
                onClose={() => go({ region: level })}
              />
            ) : null}
            <section className={styles.panel} aria-label={`${levelName}排名`}>
              <p className={styles.total} data-testid="map-total">
                {extra ? `${levelName}合计企业 ${formatCount(extra.total)} 家` : '\u00a0'}
              </p>
              <MapRankingTable
                values={values}
                regionLabel={regionLabel}
                valueLabel={figureSet.valueLabel}
                formatValue={figureSet.formatValue}
                extraColumns={[figureSet.extraColumns!.find((c) => c.key === 'share')!]}
                scrollY={selected ? 260 : MAP_HEIGHT - 40}
                selected={selected?.code}
                onOpen={(d) => openRegion(d.code)}
              />
            </section>
          </div>
        </Col>
      </Row>
    );
  }

  return (
    <main className={frame.page} data-testid="chain-map-page">
      <div className={frame.head}>
        <h1 className={frame.title}>产业地图</h1>
        {extra ? <AsOf asof={extra.asof} demo={demo} /> : null}
      </div>
      <div className={frame.toolbar}>
        <ChainPicker
          chains={chains.data}
          value={chain ?? null}
          onChange={(code) => go({ chain: code, node: undefined })}
        />
        <span className={frame.label}>环节</span>
        <NodePicker
          nodes={tree.data?.nodes}
          value={state.node}
          loading={tree.isLoading}
          onChange={(node) => go({ node })}
        />
        <span className={frame.label}>指标</span>
        <Segmented<MapFigureKey>
          aria-label="指标"
          data-testid="figure-picker"
          value={state.figure}
          options={MAP_FIGURES.map((f) => ({ value: f.key, label: f.label }))}
          onChange={(figure) => go({ figure })}
        />
      </div>
      {body}
    </main>
  );
}
