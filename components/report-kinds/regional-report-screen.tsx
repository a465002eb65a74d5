'use client';

import { Button, Space } from 'antd';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { RegionPicker } from '@/components/chains/region-picker';
import { GeneratedReport, useGenerate } from './generated-report';

// 区域报告 /cyl/yjbg/qjbg (?region= preselects): a province or a city → its economy (registry
// figures and official statistics, apart), structure, chains, parks, leaders and peers.

export function RegionalReportScreen() {
  const search = useSearchParams();
  const [region, setRegion] = useState<string | null>(search.get('region'));
  const { answer, error, busy, run } = useGenerate('regional');
  return (
    <div style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>区域报告</h1>
      <Space wrap size={[16, 12]} data-testid="regional-report-form">
        <Space>
          <span>地区</span>
          <RegionPicker
            value={region}
            allowNational={false}
            maxLevel={2}
            placeholder="请选择省或市"
            onChange={setRegion}
            data-testid="regional-report-region"
          />
        </Space>
        <Button
          type="primary"
          disabled={!region}
          loading={busy}
          onClick={() => void run({ region })}
          data-testid="regional-report-generate"
        >
          生成报告
        </Button>
      </Space>
      <GeneratedReport
        answer={answer}
        error={error}
        hint="选择省或市后生成报告：登记数据测算的经济概况与官方统计（分开列示）、产业结构与资质企业、重点产业链、产业园区、龙头企业和同级地区比较。"
      />
    </div>
  );
}
