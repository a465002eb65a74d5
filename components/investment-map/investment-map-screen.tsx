'use client';

import {
  Alert,
  Card,
  Col,
  Descriptions,
  List,
  Row,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { ChinaMap } from '@/components/map/china-map';
import type { MapDatum, MapPoint } from '@/components/map/map-data';
import { REC_TEXT } from '@/components/recommendations/messages';
import { MAP_LAYERS, type MapLayerValue, type MapParkPoint } from '@/lib/contract/recommendations';
import { allNodes } from '@/lib/chains/diagram';
import { useChains, useChainTree, useDatasetKind } from '@/lib/client/use-chains';
import { useMapLayer, useRegionSummary } from '@/lib/client/use-recommendations';
import { formatCount } from '@/lib/format';

// 招商地图 (/zsgj?layer=&chain=&level=&region=): the shared China map with three layers —
// a chain's enterprise density, parks per region, inbound investment of the last two years —
// drilled province → city; a region's summary links to recommendations and the park list.

const isLayer = (v: string | null): v is MapLayerValue => MAP_LAYERS.some((l) => l.value === v);

export function InvestmentMapScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const layer: MapLayerValue = isLayer(params.get('layer'))
    ? (params.get('layer') as MapLayerValue)
    : 'density';
  const chains = useChains();
  const demo = useDatasetKind() === 'demo';
  const chain = params.get('chain') || chains.data?.[0]?.code;
  const level = params.get('level') || 'country';
  const region = params.get('region') || (level === 'country' ? null : level);
  const go = (next: Record<string, string | undefined>) => {
    const q = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(next)) {
      if (v) q.set(k, v);
      else q.delete(k);
    }
    router.push(`${pathname}?${q.toString()}`);
  };
  // The density of one link of the chain, or of the whole chain.
  const node = (layer === 'density' && params.get('node')) || undefined;
  const tree = useChainTree(layer === 'density' ? (chain ?? null) : null, '000000');
  const links = useMemo(
    () => (tree.data ? allNodes(tree.data.nodes).filter((n) => n.level >= 3) : []),
    [tree.data],
  );
  // The density layer waits for its chain (the first one, once the list has loaded): asked
  // without one, the call is refused.
  const figures = useMapLayer(
    layer === 'density' && !chain
      ? null
      : { layer, level, chain: layer === 'density' ? chain : undefined, node },
  );
  const summary = useRegionSummary(region, chain);
  const values = useMemo<MapDatum[] | undefined>(
    () =>
      figures.data?.data.map((d): MapDatum => ({
        code: d.code,
        name: d.name,
        value: d.value,
        extra:
          layer === 'inbound'
            ? { investors: d.investors ?? 0, amountwan: d.amountwan ?? 0 }
            : layer === 'parks'
              ? { parks: (d.parks ?? []).map((p) => p.name).join('、') }
              : undefined,
      })),
    [figures.data, layer],
  );
  const parkPoints = useMemo(
    () => (layer === 'parks' ? (figures.data?.extraData.points ?? []) : []),
    [layer, figures.data],
  );
  const points = useMemo<MapPoint[]>(
    () =>
      parkPoints.map((p) => ({
        id: p.code,
        name: p.name,
        lng: p.lng,
        lat: p.lat,
        weight: p.enterprisecount,
        lines: [
          ['级别', `${p.level} · ${p.type}`],
          ['所在地区', p.regionname],
          ['入驻企业', REC_TEXT.parkEnterprises(formatCount(p.enterprisecount))],
          ['位置', REC_TEXT.parkPlacement],
        ],
      })),
    [parkPoints],
  );
  const openPark = (code: string) => router.push(`/yqhx?park=${encodeURIComponent(code)}`);
  const s = summary.data;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {REC_TEXT.mapTitle}
        </Typography.Title>
        {demo && <Tag color="orange">{REC_TEXT.demo}</Tag>}
      </Space>
      <Space wrap>
        <Segmented
          aria-label={REC_TEXT.layer}
          value={layer}
          onChange={(v) => go({ layer: String(v) })}
          options={MAP_LAYERS.map((l) => ({ value: l.value, label: l.label }))}
        />
        <Select
          aria-label={REC_TEXT.chain}
          style={{ width: 200 }}
          value={chain}
          onChange={(v: string) => go({ chain: v, node: undefined })}
          options={(chains.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
        {layer === 'density' && (
          <Select
            aria-label={REC_TEXT.link}
            style={{ width: 220 }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={REC_TEXT.allLinks}
            value={node}
            onChange={(v: string | undefined) => go({ node: v })}
            options={links.map((n) => ({ value: n.code, label: n.name }))}
            data-testid="zsgj-link"
          />
        )}
      </Space>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <ChinaMap
            level={level}
            values={values}
            title={REC_TEXT.layerTitles[layer]}
            subtitle={
              figures.data?.extraData.asof
                ? REC_TEXT.asof(figures.data.extraData.asof)
                : demo
                  ? REC_TEXT.demo
                  : undefined
            }
            valueLabel={REC_TEXT.layerTitles[layer]}
            extraColumns={
              layer === 'inbound'
                ? [
                    { key: 'investors', label: REC_TEXT.investors },
                    { key: 'amountwan', label: '认缴出资（万元）' },
                  ]
                : layer === 'parks'
                  ? [{ key: 'parks', label: '园区' }]
                  : undefined
            }
            error={figures.error?.message}
            selected={region ?? undefined}
            onDrill={(code) => go({ level: code, region: code })}
            onBack={() => go({ level: undefined, region: undefined })}
            onSelect={(r) => go({ region: r.code })}
            points={points}
            pointsLabel="园区"
            onPoint={openPark}
          />
          {layer === 'parks' && parkPoints.length > 0 && (
            <ParkPointList points={parkPoints} level={level} />
          )}
          {(figures.data?.extraData.unplaced.length ?? 0) > 0 && (
            <Typography.Text type="secondary">
              {`未落在地图区域的园区：${figures.data!.extraData.unplaced.map((p) => p.name).join('、')}`}
            </Typography.Text>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Card
            size="small"
            title={s ? `${REC_TEXT.summary}：${s.region.path}` : REC_TEXT.summary}
            data-testid="zsgj-summary"
          >
            {!region && <Typography.Text type="secondary">{REC_TEXT.pickRegion}</Typography.Text>}
            {summary.error && <Alert type="error" message={summary.error.message} />}
            {s && (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Descriptions size="small" column={1}>
                  <Descriptions.Item label={`${s.chain?.name ?? ''}${REC_TEXT.enterprises}`}>
                    {formatCount(s.figures.enterprisecount)}
                  </Descriptions.Item>
                  <Descriptions.Item label={REC_TEXT.listed}>
                    {formatCount(s.figures.listedcount)}
                  </Descriptions.Item>
                  <Descriptions.Item label={REC_TEXT.srdi}>
                    {formatCount(s.figures.srdicount)}
                  </Descriptions.Item>
                  <Descriptions.Item label={REC_TEXT.inbound}>
                    {`${formatCount(s.inbound.investments)} 笔，${formatCount(s.inbound.investors)} 家企业`}
                  </Descriptions.Item>
                </Descriptions>
                <Typography.Text strong>{`${REC_TEXT.topParks}（${s.parkcount}）`}</Typography.Text>
                <List
                  size="small"
                  dataSource={s.parks}
                  renderItem={(p) => (
                    <List.Item>
                      <Link href={`/yqhx?park=${encodeURIComponent(p.code)}`}>{p.name}</Link>
                      <Typography.Text type="secondary">{`${p.level} · ${formatCount(p.enterprisecount)} 家`}</Typography.Text>
                    </List.Item>
                  )}
                />
                <Link href={`/yqhx?region=${s.region.code}`}>{REC_TEXT.allParks}</Link>
                <Typography.Text strong>{REC_TEXT.gapLinks}</Typography.Text>
                {s.gaplinks.length === 0 ? (
                  <Typography.Text type="secondary">{REC_TEXT.noGaps}</Typography.Text>
                ) : (
                  <Space wrap>
                    {s.gaplinks.map((g) => (
                      <Tag key={g.code} title={g.reason}>{`${g.label} · ${g.name}`}</Tag>
                    ))}
                  </Space>
                )}
                {s.region.level > 0 && (
                  <Space wrap>
                    <Link
                      href={`/yqtj?region=${s.region.code}${s.chain ? `&chain=${s.chain.code}` : ''}`}
                      data-testid="zsgj-to-recommendations"
                    >
                      {REC_TEXT.toRecommendations}
                    </Link>
                    {/* 区域报告 covers provinces and cities (lib/contract/report-kinds.ts). */}
                    {s.region.level <= 2 && (
                      <Link href={`/cyl/yjbg/qjbg?region=${s.region.code}`}>
                        {REC_TEXT.toRegionalReport}
                      </Link>
                    )}
                    {s.chain && (
                      <Link href={`/cyl/cylbg?chain=${s.chain.code}&region=${s.region.code}`}>
                        {REC_TEXT.toChainReport}
                      </Link>
                    )}
                  </Space>
                )}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

const POINT_LIST_SIZE = 20;

/** The parks on the map as text: the map's points are a canvas, this is what a reader and a keyboard reach. */
function ParkPointList({ points, level }: { points: readonly MapParkPoint[]; level: string }) {
  const shown = points.slice(0, POINT_LIST_SIZE);
  return (
    <section aria-label={REC_TEXT.parkPoints} data-testid="zsgj-park-points">
      <Typography.Text strong>{`${REC_TEXT.parkPoints}（${points.length}）`}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {`${REC_TEXT.parkPointsHint}；${REC_TEXT.parkPlacement}`}
      </Typography.Paragraph>
      <Space wrap size={[12, 4]}>
        {shown.map((p) => (
          <Link
            key={p.code}
            href={`/yqhx?park=${encodeURIComponent(p.code)}`}
            data-testid="zsgj-park-point"
          >{`${p.name}（${REC_TEXT.parkEnterprises(formatCount(p.enterprisecount))}）`}</Link>
        ))}
        {points.length > shown.length && (
          <Link href={level === 'country' ? '/yqhx' : `/yqhx?region=${level}`}>
            {REC_TEXT.morePoints(points.length - shown.length)}
          </Link>
        )}
      </Space>
    </section>
  );
}
