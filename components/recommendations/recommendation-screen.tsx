'use client';

import {
  Alert,
  App,
  Button,
  Collapse,
  Empty,
  Pagination,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { RegionPicker } from '@/components/chains/region-picker';
import { LOCAL_REGION } from '@/lib/contract/chains';
import { RECOMMENDATION_MESSAGES } from '@/lib/contract/recommendations';
import { useChains, useDatasetKind } from '@/lib/client/use-chains';
import {
  sendFeedback,
  undoFeedback,
  useMyFeedback,
  useRecommendations,
} from '@/lib/client/use-recommendations';
import { RecommendationCard } from './recommendation-card';
import { REC_TEXT } from './messages';

// 招商推荐 (/yqtj?region=&chain=&page=): enterprises elsewhere worth attracting to a region,
// each with its reasons; 感兴趣 / 不合适 change only the caller's ranking, with 撤销.

const PAGE_SIZE = 10;

export function RecommendationScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const region = params.get('region') || LOCAL_REGION;
  const chain = params.get('chain') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { message } = App.useApp();
  const chains = useChains();
  const demo = useDatasetKind() === 'demo';
  const list = useRecommendations({ region, chain, pageIndex: page, pageSize: PAGE_SIZE });
  const target = list.data?.extraData.region.code ?? region;
  const mine = useMyFeedback(target, chain);

  const go = (next: Record<string, string | undefined>) => {
    const q = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(next)) {
      if (v) q.set(k, v);
      else q.delete(k);
    }
    router.push(`${pathname}?${q.toString()}`);
  };
  const refresh = async () => {
    await Promise.all([list.mutate(), mine.mutate()]);
  };
  const feedback = async (qyid: string, verdict: 'interested' | 'unsuitable', reason?: string) => {
    const res = await sendFeedback({ region: target, chain, qyid, verdict, reason });
    message.success(res.message || RECOMMENDATION_MESSAGES.feedbackSaved[verdict]);
    await refresh();
  };
  const undo = async (qyid: string) => {
    await undoFeedback({ region: target, chain, qyid });
    message.success(RECOMMENDATION_MESSAGES.feedbackUndone);
    await refresh();
  };
  const extra = list.data?.extraData;
  const hidden = (mine.data ?? []).filter((f) => f.verdict === 'unsuitable');

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {REC_TEXT.title}
        </Typography.Title>
        {demo && <Tag color="orange">{REC_TEXT.demo}</Tag>}
        {extra?.asof && (
          <Typography.Text type="secondary">{REC_TEXT.asof(extra.asof)}</Typography.Text>
        )}
      </Space>
      <Space wrap>
        <span>{REC_TEXT.region}</span>
        <RegionPicker
          data-testid="yqtj-region"
          value={extra?.region.code ?? (region === LOCAL_REGION ? null : region)}
          onChange={(code) => go({ region: code, page: undefined })}
          allowNational={false}
          style={{ width: 240 }}
        />
        <span>{REC_TEXT.chain}</span>
        <Select
          aria-label={REC_TEXT.chain}
          style={{ width: 200 }}
          value={chain ?? ''}
          onChange={(v: string) => go({ chain: v || undefined, page: undefined })}
          options={[
            { value: '', label: REC_TEXT.allChains },
            ...(chains.data ?? []).map((c) => ({ value: c.code, label: c.name })),
          ]}
        />
      </Space>
      {extra?.notice && <Alert type="info" showIcon message={extra.notice} />}
      {list.error && <Alert type="error" showIcon message={list.error.message} />}
      <Collapse
        size="small"
        items={[
          {
            key: 'rules',
            label: REC_TEXT.rules,
            children: (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {(extra?.rules ?? []).map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            ),
          },
          {
            key: 'gaps',
            label: `${REC_TEXT.gaps}（${extra?.gaplinks.length ?? 0}）`,
            children: (
              <Space wrap>
                {(extra?.gaplinks ?? []).map((g) => (
                  <Tag key={g.code} title={g.reason}>
                    {`${g.label} · ${g.chain.name} · ${g.name}`}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]}
      />
      {hidden.length > 0 && (
        <Alert
          type="warning"
          message={REC_TEXT.hiddenList(hidden.length)}
          description={
            <Space wrap>
              {hidden.map((f) => (
                <Space key={f.ID_} size={4}>
                  <span>{`${f.qymc}（${f.reason}）`}</span>
                  <Button size="small" type="link" onClick={() => void undo(f.qyid)}>
                    {REC_TEXT.undo}
                  </Button>
                </Space>
              ))}
            </Space>
          }
        />
      )}
      {list.data && list.data.data.length === 0 && <Empty description={REC_TEXT.empty} />}
      {list.data?.data.map((r) => (
        <RecommendationCard
          key={r.ID_}
          record={r}
          onFeedback={(verdict, reason) => feedback(r.ID_, verdict, reason)}
          onUndo={() => undo(r.ID_)}
        />
      ))}
      {extra && extra.totalCount > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={extra.totalCount}
          showSizeChanger={false}
          onChange={(p) => go({ page: String(p) })}
        />
      )}
    </Space>
  );
}
