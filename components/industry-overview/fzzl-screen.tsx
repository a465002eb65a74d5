'use client';

import {
  Alert,
  Button,
  Card,
  Cascader,
  Col,
  Row,
  Segmented,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { AsOf } from '@/components/chains/as-of';
import { RegionPicker } from '@/components/chains/region-picker';
import { downloadCsv } from '@/components/chart/chart-export';
import { EChartsView } from '@/components/chart/echarts-view';
import { ChinaMap } from '@/components/map/china-map';
import { asOfText } from '@/lib/chains/figures';
import { useChains } from '@/lib/client/use-chains';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useIndustryOverview } from '@/lib/client/use-industry-overview';
import { useIndustryTree } from '@/lib/client/use-reference-trees';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import type { IndustryNode } from '@/lib/contract/form-query';
import {
  FZZL_MESSAGES,
  type Compared,
  type FzzlOverview,
  type OverviewActivity,
  type OverviewLeader,
} from '@/lib/contract/industry-overview';
import { csvText } from '@/lib/csv';
import { formatWanYuan } from '@/lib/format';
import { barOption } from '@/lib/parks/charts';
import { changeText, flowOption } from '@/lib/regional/charts';
import { profileHref } from '@/lib/site/enterprise-routes';

// 看行业 (/cyjj/fzzl): an industry (门类 › 大类 › 中类) or a chain in 全国, a province or a city:
// stock and flows with 同比, bands, the map, leaders and activity. The URL holds the choice
// (?industry= or ?chain=, ?region=), so a link reopens the same overview.

/** The overview opens on 制造业 until the user picks another industry. */
const DEFAULT_INDUSTRY = 'C';

type Option = { value: string; label: string; children?: Option[] };

const industryOptions = (nodes: IndustryNode[]): Option[] =>
  nodes.map((n) => ({
    value: n.value,
    label: n.name,
    ...(n.children?.length ? { children: industryOptions(n.children) } : {}),
  }));

/** A code's path in the tree (门类 letter, then its 大类 and 中类). */
function industryPath(tree: IndustryNode[], code: string): string[] | undefined {
  for (const n of tree) {
    if (n.value === code) return [n.value];
    const below = n.children ? industryPath(n.children, code) : undefined;
    if (below) return [n.value, ...below];
  }
  return undefined;
}

/** '同比 +3.2%', or why there is none. */
function yoyText(c: Compared): string {
  if (c.base === null) return '同比 —';
  return `同比 ${changeText(c.yoy)}`;
}

function YoyNote({ c }: { c: Compared }) {
  return c.note ? <div style={{ color: '#8c8c8c', fontSize: 12 }}>{c.note}</div> : null;
}

function Figure({ title, c, money }: { title: string; c: Compared; money?: boolean }) {
  return (
    <div>
      <Statistic
        title={title}
        value={money ? formatWanYuan(c.value) : c.value.toLocaleString('zh-CN')}
      />
      <div style={{ fontSize: 12 }} data-testid="fzzl-yoy">
        {yoyText(c)}
        {c.base !== null && (
          <span style={{ color: '#8c8c8c' }}>
            （上年同期 {money ? formatWanYuan(c.base) : c.base.toLocaleString('zh-CN')}）
          </span>
        )}
      </div>
      <YoyNote c={c} />
    </div>
  );
}

function csv(name: string, header: string[], rows: (string | number | null)[][]) {
  downloadCsv(csvText(header, rows), `${name}.csv`);
}

function Overview({ o, go }: { o: FzzlOverview; go: (patch: Record<string, string>) => void }) {
  const subjectName = o.subject.path.map((p) => p.name).join(' › ');
  const base = `${o.region.name}-${o.subject.name}`;
  const dated = asOfText(o.asof);
  const activityRows = o.activity;
  const mapValues = useMemo(
    () => o.map.rows.map((r) => ({ code: r.code, name: r.name, value: r.count })),
    [o.map.rows],
  );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <h2 style={{ margin: 0 }} data-testid="fzzl-title">
          {o.region.name} · {subjectName}
        </h2>
        <AsOf asof={o.asof} demo={o.demo} />
      </Space>
      <Card title="存量与增量" data-testid="fzzl-stock">
        <Row gutter={16}>
          <Col span={4}>
            <Figure title="存续企业（家）" c={o.stock.enterprises} />
          </Col>
          <Col span={4}>
            <Figure title="注册资本合计" c={o.stock.capital} money />
          </Col>
          <Col span={4}>
            <Statistic
              title="占全国比重"
              value={o.stock.nationalshare === null ? '—' : `${o.stock.nationalshare}%`}
            />
          </Col>
          <Col span={4}>
            <Figure title="近12个月新注册" c={o.flow.last12.registrations} />
          </Col>
          <Col span={4}>
            <Figure title="近12个月注销/吊销" c={o.flow.last12.cancellations} />
          </Col>
          <Col span={4}>
            <Figure title="近12个月净增" c={o.flow.last12.net} />
          </Col>
        </Row>
        <p style={{ color: '#8c8c8c', marginTop: 12 }}>
          近12个月为 {o.period.last12.from} 至 {o.period.last12.to}，同比对照 {o.period.prev12.from}{' '}
          至 {o.period.prev12.to}；存量同比对照 {o.period.yearago}{' '}
          的存续企业。新注册按成立日期、注销/吊销按登记状态变更日期计入当月；注册资本折合人民币。
          {dated}
        </p>
        <h4>
          每月新注册与注销/吊销（{o.flow.latest.month} 新注册 {o.flow.latest.registrations.value}{' '}
          家，
          {yoyText(o.flow.latest.registrations)}）
        </h4>
        <EChartsView
          option={flowOption(o.flow.monthly)}
          style={{ height: 300 }}
          data-testid="fzzl-flow-chart"
        />
      </Card>
      <Card title="规模与年龄分布（存续企业）" data-testid="fzzl-bands">
        <Row gutter={16}>
          {(
            [
              ['人员规模', o.distributions.staff],
              ['注册资本', o.distributions.capital],
              ['成立年限', o.distributions.age],
            ] as const
          ).map(([title, bands]) => (
            <Col span={8} key={title}>
              <h4>{title}</h4>
              <EChartsView
                option={barOption(bands.map((b) => ({ name: b.label, count: b.count })))}
                style={{ height: 240 }}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title="地区分布" data-testid="fzzl-map">
        <ChinaMap
          level={o.map.level}
          values={mapValues}
          title={`${o.subject.name}企业分布`}
          subtitle={[asOfText(o.stockasof), o.demo ? FZZL_MESSAGES.demoData : '']
            .filter(Boolean)
            .join(' · ')}
          valueLabel="存续企业"
          selected={o.map.selected ?? undefined}
          height={460}
          onDrill={(province) => go({ region: province })}
          onBack={() => go({ region: NATIONAL_REGION })}
          onSelect={(r) => go({ region: r.code })}
        />
      </Card>
      <Card
        title="龙头企业"
        data-testid="fzzl-leaders"
        extra={
          <Button
            onClick={() =>
              csv(
                `${base}-龙头企业`,
                ['排名', '企业名称', '地区', '行业', '注册资本（万元）', '得分'],
                o.leaders.rows.map((l) => [
                  l.rank,
                  l.qymc,
                  l.region,
                  l.industry,
                  l.capital,
                  l.score,
                ]),
              )
            }
          >
            导出CSV
          </Button>
        }
      >
        <p style={{ color: '#8c8c8c' }}>{o.leaders.rule}</p>
        <Table<OverviewLeader>
          size="small"
          pagination={false}
          rowKey="ID_"
          dataSource={o.leaders.rows}
          columns={[
            { title: '排名', dataIndex: 'rank', width: 60 },
            {
              title: '企业名称',
              dataIndex: 'qymc',
              render: (name: string, l) => <Link href={profileHref(l.ID_)}>{name}</Link>,
            },
            { title: '地区', dataIndex: 'region' },
            { title: '行业', dataIndex: 'industry' },
            { title: '注册资本', render: (_: unknown, l) => formatWanYuan(l.capital) },
            {
              title: '资质',
              render: (_: unknown, l) => (
                <>
                  {l.listed && <Tag color="blue">上市</Tag>}
                  {l.tags.slice(0, 2).map((t) => (
                    <Tag key={t}>{t}</Tag>
                  ))}
                </>
              ),
            },
            { title: '得分', dataIndex: 'score', width: 70 },
          ]}
        />
      </Card>
      <Card
        title={`经营活动与风险（近12个月，${o.period.last12.from} 至 ${o.period.last12.to}）`}
        data-testid="fzzl-activity"
        extra={
          <Button
            onClick={() =>
              csv(
                `${base}-经营活动与风险`,
                ['指标', '近12个月', '上年同期', '同比(%)', '金额（万元）', '上年同期金额（万元）'],
                activityRows.map((a) => [
                  a.label,
                  a.count.value,
                  a.count.base,
                  a.count.yoy,
                  a.amount?.value ?? null,
                  a.amount?.base ?? null,
                ]),
              )
            }
          >
            导出CSV
          </Button>
        }
      >
        <Table<OverviewActivity>
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={activityRows}
          columns={[
            { title: '指标', dataIndex: 'label' },
            { title: '近12个月', render: (_: unknown, a) => `${a.count.value}${a.unit}` },
            { title: '上年同期', render: (_: unknown, a) => `${a.count.base ?? '—'}${a.unit}` },
            {
              title: '同比',
              render: (_: unknown, a) =>
                a.count.base === 0 ? FZZL_MESSAGES.zeroBase : changeText(a.count.yoy),
            },
            {
              title: '金额（同比）',
              render: (_: unknown, a) =>
                a.amount ? `${formatWanYuan(a.amount.value)}（${changeText(a.amount.yoy)}）` : '—',
            },
          ]}
        />
      </Card>
    </Space>
  );
}

export function FzzlScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { user } = useCurrentUser();
  const chain = params.get('chain') ?? undefined;
  const industry = chain ? undefined : (params.get('industry') ?? DEFAULT_INDUSTRY);
  const region = params.get('region') ?? NATIONAL_REGION;
  const mode = chain ? 'chain' : 'industry';
  const tree = useIndustryTree(user?.userId, 3, Boolean(user));
  const options = useMemo(() => industryOptions(tree ?? []), [tree]);
  const chains = useChains();
  const { data, error, isLoading } = useIndustryOverview({ industry, chain, region });

  const go = (patch: Record<string, string>) => {
    const next = new URLSearchParams({
      ...(chain ? { chain } : { industry: industry! }),
      region,
      ...patch,
    });
    // A subject is an industry or a chain, never both.
    if (patch.chain) next.delete('industry');
    if (patch.industry) next.delete('chain');
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };

  return (
    <div data-testid="fzzl-screen" style={{ padding: '16px 0' }}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          aria-label="分析对象"
          value={mode}
          options={[
            { value: 'industry', label: '按行业' },
            { value: 'chain', label: '按产业链' },
          ]}
          onChange={(v) => {
            if (v === 'industry') go({ industry: DEFAULT_INDUSTRY });
            else if (chains.data?.[0]) go({ chain: chains.data[0].code });
          }}
        />
        {mode === 'industry' ? (
          <Cascader
            aria-label="行业"
            data-testid="fzzl-industry"
            style={{ width: 360 }}
            options={options}
            value={industry ? industryPath(tree ?? [], industry) : undefined}
            changeOnSelect
            showSearch
            allowClear={false}
            placeholder="请选择门类、大类或中类"
            onChange={(codes) => {
              const code = (codes ?? []).at(-1);
              if (code) go({ industry: String(code) });
            }}
          />
        ) : (
          <Select
            aria-label="产业链"
            data-testid="fzzl-chain"
            style={{ width: 220 }}
            loading={chains.isLoading}
            value={chain}
            options={(chains.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            onChange={(code: string) => go({ chain: code })}
          />
        )}
        <span>地区</span>
        <RegionPicker
          value={region}
          maxLevel={2}
          onChange={(code) => go({ region: code })}
          data-testid="fzzl-region"
        />
      </Space>
      {error && <Alert type="error" title={error.message} />}
      {(isLoading || !data) && !error && <Card loading />}
      {data && !error && <Overview o={data} go={go} />}
    </div>
  );
}
