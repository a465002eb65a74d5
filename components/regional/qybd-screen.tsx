'use client';

import { Alert, Card, Select, Space, Table, Tag, Tooltip } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { RegionPicker } from '@/components/chains/region-picker';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { ExportButton } from '@/components/search/export-button';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useRanking } from '@/lib/client/use-regional';
import { useIndustryTree } from '@/lib/client/use-reference-trees';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import {
  RANKING_LISTS,
  RANKING_MAX_RANK,
  REGIONAL_MESSAGES,
  type RankingRecord,
} from '@/lib/contract/regional';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { profileHref } from '@/lib/site/enterprise-routes';
import { useDatasetKind } from '@/lib/client/use-chains';

// 榜单企业 (/qybd): qualification lists and computed rankings by region and 门类, with the
// ranking score shown rounded by SPEC.md §9; list, region, 门类 and page live in the URL.

export const SCORE_RULE =
  '榜单评分 = 60×lg(1+注册资本万元) + 80×lg(1+专利数) + 60×lg(1+融资总额万元) + 60×lg(1+参保人数) + 资质加分（独角兽200、专精特新“小巨人”150、上市150、瞪羚120、专精特新100、高新技术企业80、科技型中小企业40）；展示时向上取整：500分以内取10的倍数，1000分以内取50的倍数，以上取100的倍数。';

export function QybdScreen() {
  const router = useRouter();
  const demo = useDatasetKind() === 'demo';
  const pathname = usePathname();
  const params = useSearchParams();
  const { user } = useCurrentUser();
  const industries = useIndustryTree(user?.userId, 1);
  const list = params.get('list') ?? RANKING_LISTS[0].key;
  const region = params.get('region') ?? NATIONAL_REGION;
  const sshy = params.get('sshy') ?? undefined;
  const pageIndex = Number(params.get('page') ?? '1') || 1;
  const pageSize = Number(params.get('size') ?? '20') || 20;
  const query = { list, region, ...(sshy ? { sshy } : {}), pageIndex, pageSize };
  const { data, error, isLoading } = useRanking(query);
  const meta = RANKING_LISTS.find((l) => l.key === list) ?? RANKING_LISTS[0];

  const go = (next: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams();
    const merged = { list, region, sshy, page: pageIndex, size: pageSize, ...next };
    for (const [k, v] of Object.entries(merged))
      if (v !== undefined && v !== '') q.set(k, String(v));
    router.replace(`${pathname}?${q.toString()}`);
  };

  const columns = [
    { title: '排名', dataIndex: 'rank', width: 70 },
    {
      title: '企业名称',
      dataIndex: 'qymc',
      render: (name: string, r: RankingRecord) => <Link href={profileHref(r.ID_)}>{name}</Link>,
    },
    { title: '所属地区', dataIndex: 'region' },
    { title: '所属行业', dataIndex: 'industry' },
    ...(meta.kind === 'metric'
      ? [
          {
            title: `${meta.metric}（${meta.unit}）`,
            render: (_: unknown, r: RankingRecord) => r.value.toLocaleString('zh-CN'),
          },
        ]
      : []),
    {
      title: (
        <Tooltip title={SCORE_RULE}>
          <span>榜单评分 ⓘ</span>
        </Tooltip>
      ),
      render: (_: unknown, r: RankingRecord) => (
        <span data-testid="ranking-score">{r.scoredisplay}</span>
      ),
    },
    {
      title: '资质',
      render: (_: unknown, r: RankingRecord) =>
        r.tags.map((t) => (
          <Tag key={t} color="blue">
            {t}
          </Tag>
        )),
    },
  ];

  return (
    <div data-testid="qybd-screen">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="榜单"
          data-testid="qybd-list"
          style={{ width: 200 }}
          value={list}
          onChange={(v) => go({ list: v, page: 1 })}
          options={RANKING_LISTS.map((l) => ({ value: l.key, label: l.name }))}
        />
        <RegionPicker
          value={region}
          onChange={(code) => go({ region: code, page: 1 })}
          maxLevel={2}
        />
        <Select
          aria-label="所属行业"
          allowClear
          placeholder="全部行业"
          style={{ width: 220 }}
          value={sshy}
          onChange={(v?: string) => go({ sshy: v, page: 1 })}
          options={(industries ?? []).map((n) => ({ value: n.value, label: n.name }))}
        />
        <ExportButton
          filters={{ list, region, ...(sshy ? { sshy } : {}) }}
          sort={{}}
          quotaAlias="qybdExportQuota"
          exportPath="/api-zsai-query/zsai/qybd/export"
          title={`导出${meta.name}`}
        />
      </Space>
      <Card
        title={
          <Space>
            <span data-testid="qybd-title">{meta.name}</span>
            {demo && <ToneTag tone="orange">{REGIONAL_MESSAGES.demoData}</ToneTag>}
          </Space>
        }
        extra={data?.extraData.asof ? `数据更新于 ${data.extraData.asof.slice(0, 10)}` : null}
      >
        <p style={{ color: '#8c8c8c' }}>
          {meta.kind === 'tag'
            ? `持有该资质的存续企业，按榜单评分排序；展示前 ${RANKING_MAX_RANK} 名。`
            : `按${meta.metric}排序的存续企业；展示前 ${RANKING_MAX_RANK} 名。`}
          {SCORE_RULE}
        </p>
        {error && <Alert type="error" title={error.message} />}
        <Table<RankingRecord>
          rowKey="ID_"
          loading={isLoading}
          dataSource={data?.data ?? []}
          columns={columns}
          pagination={{
            current: pageIndex,
            pageSize,
            total: data?.extraData.totalCount ?? 0,
            pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
            showSizeChanger: true,
            onChange: (page, size) => go({ page: size === pageSize ? page : 1, size }),
          }}
        />
      </Card>
    </div>
  );
}
