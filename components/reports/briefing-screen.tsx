'use client';

import { Alert, Button, Cascader, DatePicker, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { RegionPicker } from '@/components/chains/region-picker';
import { useChains } from '@/lib/client/use-chains';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useIndustryTree } from '@/lib/client/use-reference-trees';
import { generateReport, previewReport } from '@/lib/client/use-reports';
import type { IndustryNode } from '@/lib/contract/form-query';
import type { ReportDocument } from '@/lib/contract/reports';
import { reportPageHref } from '@/lib/contract/reports';
import { ReportView } from './report-view';

// 产业简报 /cyjj/preview: a chain or an industry (门类 → 大类 → 中类), a region and a month or
// a quarter → the briefing's preview (yjbgPreview) → 生成简报 stores it (yjbgGenerate) and
// opens its A4 page /cyjj/preview/report?id=.

type Option = { value: string; label: string; children?: Option[] };

const industryOptions = (nodes: IndustryNode[]): Option[] =>
  nodes.map((n) => ({
    value: n.value,
    label: `${n.value} ${n.name}`,
    ...(n.children?.length ? { children: industryOptions(n.children) } : {}),
  }));

/** 'YYYY-MM' or 'YYYY-Qn' of a picked day. */
export function periodOf(day: Dayjs, unit: 'month' | 'quarter'): string {
  return unit === 'month'
    ? day.format('YYYY-MM')
    : `${day.year()}-Q${Math.floor(day.month() / 3) + 1}`;
}

export function BriefingScreen() {
  const router = useRouter();
  const { user } = useCurrentUser();
  const chains = useChains(Boolean(user));
  const industries = useIndustryTree(user?.userId, 3, Boolean(user));
  const industryTree = useMemo(() => industryOptions(industries ?? []), [industries]);
  const [by, setBy] = useState<'chain' | 'industry'>('chain');
  const [chain, setChain] = useState<string>();
  const [industry, setIndustry] = useState<string>();
  const [region, setRegion] = useState('000000');
  const [unit, setUnit] = useState<'month' | 'quarter'>('month');
  // The last full month by default: the current one is still running.
  const [day, setDay] = useState<Dayjs>(() => dayjs().subtract(1, 'month'));
  const [preview, setPreview] = useState<ReportDocument>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'preview' | 'generate'>();

  const params = {
    ...(by === 'chain' ? { chain } : { industry }),
    region,
    period: periodOf(day, unit),
  };
  const ready = by === 'chain' ? Boolean(chain) : Boolean(industry);

  const run = async (what: 'preview' | 'generate') => {
    setBusy(what);
    setError(undefined);
    try {
      if (what === 'preview') setPreview(await previewReport('briefing', params));
      else {
        const { record } = await generateReport('briefing', params);
        router.push(reportPageHref('briefing', record.ID_));
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>产业简报</h1>
      <Space wrap size={[16, 12]} data-testid="briefing-form">
        <Radio.Group
          value={by}
          onChange={(e) => setBy(e.target.value as 'chain' | 'industry')}
          options={[
            { value: 'chain', label: '产业链' },
            { value: 'industry', label: '行业' },
          ]}
        />
        {by === 'chain' ? (
          <Select
            aria-label="产业链"
            placeholder="请选择产业链"
            style={{ width: 200 }}
            value={chain}
            loading={!chains.data}
            options={(chains.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            onChange={(v: string) => setChain(v)}
            data-testid="briefing-chain"
          />
        ) : (
          <Cascader
            aria-label="行业"
            changeOnSelect
            placeholder="请选择门类、大类或中类"
            style={{ width: 260 }}
            options={industryTree}
            showSearch={{
              filter: (input, path) => path.some((o) => String(o.label).includes(input.trim())),
            }}
            onChange={(codes) => setIndustry(codes?.length ? String(codes.at(-1)) : undefined)}
            data-testid="briefing-industry"
          />
        )}
        <Space>
          <span>地区</span>
          <RegionPicker
            value={region}
            maxLevel={2}
            onChange={(v) => setRegion(v)}
            data-testid="briefing-region"
          />
        </Space>
        <Space>
          <span>时间</span>
          <Radio.Group
            optionType="button"
            value={unit}
            onChange={(e) => setUnit(e.target.value as 'month' | 'quarter')}
            options={[
              { value: 'month', label: '月度' },
              { value: 'quarter', label: '季度' },
            ]}
          />
          <DatePicker
            aria-label="时间"
            picker={unit}
            allowClear={false}
            value={day}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            onChange={(d) => d && setDay(d)}
            data-testid="briefing-period"
          />
        </Space>
        <Button
          disabled={!ready}
          loading={busy === 'preview'}
          onClick={() => void run('preview')}
          data-testid="briefing-preview"
        >
          预览
        </Button>
        <Button
          type="primary"
          disabled={!ready}
          loading={busy === 'generate'}
          onClick={() => void run('generate')}
          data-testid="briefing-generate"
        >
          生成简报
        </Button>
      </Space>
      {error && <Alert style={{ marginTop: 16 }} type="error" showIcon title={error} />}
      {preview ? (
        <div data-testid="briefing-preview-view">
          <ReportView document={preview} />
        </div>
      ) : (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title="选择产业链或行业、地区与时间后预览简报：概览、重要事件、龙头企业与较上期变化"
        />
      )}
    </div>
  );
}
