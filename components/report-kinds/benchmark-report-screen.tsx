'use client';

import { Button, Radio, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { RegionPicker } from '@/components/chains/region-picker';
import { SuggestInput } from '@/components/search/suggest-input';
import { useChains } from '@/lib/client/use-chains';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { BENCHMARK_PEERS_MAX } from '@/lib/contract/report-kinds';
import { benchmarkParams, benchmarkProblem } from '@/lib/report-kinds/benchmark-form';
import { GeneratedReport, useGenerate } from './generated-report';

// 对标报告 /cyl/yjbg/dbbg: a region against 2–5 peer regions of its level on a chain's
// competitiveness indicators, or an enterprise against 2–5 peers (picked through the name
// suggestions, as 企业对比 picks them) on the documented scorecard.

type Picked = { id: string; name: string };

function EnterprisePicks({
  picked,
  onRemove,
  testId,
}: {
  picked: Picked[];
  onRemove: (id: string) => void;
  testId: string;
}) {
  return (
    <span data-testid={testId}>
      {picked.map((p) => (
        <Tag key={p.id} closable onClose={() => onRemove(p.id)}>
          {p.name}
        </Tag>
      ))}
    </span>
  );
}

export function BenchmarkReportScreen() {
  const { user } = useCurrentUser();
  const chains = useChains(Boolean(user));
  const [subject, setSubject] = useState<'region' | 'enterprise'>('region');
  const [chain, setChain] = useState<string>();
  const [region, setRegion] = useState<string | null>(null);
  const [regionPeers, setRegionPeers] = useState<(string | null)[]>([null, null]);
  const [self, setSelf] = useState<Picked>();
  const [peers, setPeers] = useState<Picked[]>([]);
  const { answer, error, busy, run, setError } = useGenerate('benchmark');

  const form =
    subject === 'region'
      ? {
          subject,
          chain,
          region: region ?? undefined,
          peers: regionPeers.filter((p): p is string => Boolean(p)),
        }
      : { subject, qyid: self?.id, peers: peers.map((p) => p.id) };
  const generate = () => {
    const problem = benchmarkProblem(form);
    if (problem) setError(problem);
    else void run(benchmarkParams(form));
  };
  const picked = new Set([...(self ? [self.id] : []), ...peers.map((p) => p.id)]);

  return (
    <div style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>对标报告</h1>
      <Space orientation="vertical" size={12} data-testid="benchmark-form">
        <Radio.Group
          optionType="button"
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value as 'region' | 'enterprise');
            setError(undefined);
          }}
          options={[
            { value: 'region', label: '地区对标' },
            { value: 'enterprise', label: '企业对标' },
          ]}
          data-testid="benchmark-subject"
        />
        {subject === 'region' ? (
          <>
            <Space wrap>
              <span>产业链</span>
              <Select
                aria-label="产业链"
                placeholder="请选择产业链"
                style={{ width: 200 }}
                value={chain}
                loading={!chains.data}
                options={(chains.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
                onChange={(v: string) => setChain(v)}
                data-testid="benchmark-chain"
              />
              <span>本地区</span>
              <RegionPicker
                value={region}
                allowNational={false}
                placeholder="请选择省、市或区县"
                onChange={setRegion}
                data-testid="benchmark-region"
              />
            </Space>
            <Space wrap>
              <span>对标地区（同级，2–{BENCHMARK_PEERS_MAX}个）</span>
              {regionPeers.map((p, i) => (
                <Space key={i} size={4}>
                  <RegionPicker
                    value={p}
                    allowNational={false}
                    placeholder={`对标地区${i + 1}`}
                    onChange={(code) =>
                      setRegionPeers((list) => list.map((x, j) => (j === i ? code : x)))
                    }
                    data-testid={`benchmark-peer-${i}`}
                  />
                  {regionPeers.length > 2 && (
                    <Button
                      size="small"
                      type="text"
                      aria-label={`移除对标地区${i + 1}`}
                      onClick={() => setRegionPeers((list) => list.filter((_, j) => j !== i))}
                    >
                      移除
                    </Button>
                  )}
                </Space>
              ))}
              {regionPeers.length < BENCHMARK_PEERS_MAX && (
                <Button onClick={() => setRegionPeers((list) => [...list, null])}>
                  添加对标地区
                </Button>
              )}
            </Space>
          </>
        ) : (
          <>
            <Space wrap>
              <span>本企业</span>
              {self ? (
                <EnterprisePicks
                  picked={[self]}
                  onRemove={() => setSelf(undefined)}
                  testId="benchmark-self"
                />
              ) : (
                <SuggestInput
                  width={320}
                  placeholder="输入企业名称选择本企业"
                  testId="benchmark-self-input"
                  exclude={picked}
                  onPick={(r) => setSelf({ id: r.ID_, name: r.qymc })}
                />
              )}
            </Space>
            <Space wrap>
              <span>对标企业（2–{BENCHMARK_PEERS_MAX}家）</span>
              <EnterprisePicks
                picked={peers}
                onRemove={(id) => setPeers((list) => list.filter((p) => p.id !== id))}
                testId="benchmark-peers"
              />
              {peers.length < BENCHMARK_PEERS_MAX && (
                <SuggestInput
                  width={320}
                  placeholder="输入企业名称添加对标企业"
                  testId="benchmark-peer-input"
                  exclude={picked}
                  onPick={(r) => setPeers((list) => [...list, { id: r.ID_, name: r.qymc }])}
                />
              )}
            </Space>
          </>
        )}
        <Button type="primary" loading={busy} onClick={generate} data-testid="benchmark-generate">
          生成报告
        </Button>
      </Space>
      <GeneratedReport
        answer={answer}
        error={error}
        hint="地区对标：按产业链竞争力的13项指标与2–5个同级地区比较；企业对标：按基础实力、行业地位、创新能力、经营状况、法律风险、信用、成长性七个维度（权重与公式见报告）与2–5家企业比较。"
      />
    </div>
  );
}
