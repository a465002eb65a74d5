'use client';

import { Button, Select, Space } from 'antd';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { RegionPicker } from '@/components/chains/region-picker';
import { useChains } from '@/lib/client/use-chains';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import { GeneratedReport, useGenerate } from './generated-report';

// 产业链报告 /cyl/cylbg (?chain=&region= preselect): a chain and a region → 生成报告 → the
// report (structure, strength and gaps with the rule's numbers, leaders, recommendations,
// competitiveness) on A4, stored in 研究报告.

export function ChainReportScreen() {
  const search = useSearchParams();
  const { user } = useCurrentUser();
  const chains = useChains(Boolean(user));
  const [chain, setChain] = useState<string | undefined>(search.get('chain') ?? undefined);
  const [region, setRegion] = useState(search.get('region') ?? NATIONAL_REGION);
  const { answer, error, busy, run } = useGenerate('chain');

  return (
    <div style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>产业链报告</h1>
      <Space wrap size={[16, 12]} data-testid="chain-report-form">
        <Select
          aria-label="产业链"
          placeholder="请选择产业链"
          style={{ width: 200 }}
          value={chain}
          loading={!chains.data}
          options={(chains.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          onChange={(v: string) => setChain(v)}
          data-testid="chain-report-chain"
        />
        <Space>
          <span>地区</span>
          <RegionPicker value={region} onChange={setRegion} data-testid="chain-report-region" />
        </Space>
        <Button
          type="primary"
          disabled={!chain}
          loading={busy}
          onClick={() => void run({ chain, region })}
          data-testid="chain-report-generate"
        >
          生成报告
        </Button>
      </Space>
      <GeneratedReport
        answer={answer}
        error={error}
        hint="选择产业链与地区后生成报告：产业链结构、各环节强弱与强链/补链/延链判定依据、链主与龙头企业、补链招商建议和竞争力概要。选择省、市或区县可得到缺口判定与竞争力比较。"
      />
    </div>
  );
}
