'use client';

import { Button, Card, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { AddCustomerButton } from '@/components/customers/add-customer-button';
import {
  UNSUITABLE_REASONS,
  type RecommendationEvidenceRecord,
  type RecommendationRecord,
} from '@/lib/contract/recommendations';
import { profileHref, profileSectionHref } from '@/lib/site/enterprise-routes';
import { REC_TEXT } from './messages';

/** Where an evidence row is listed in the profile: its section, else the profile. */
function evidenceHref(id: string, e: RecommendationEvidenceRecord) {
  return e.dimension ? profileSectionHref(id, e.dimension) : profileHref(id);
}

function ReasonLine({
  title,
  id,
  rows,
}: {
  title: string;
  id: string;
  rows: RecommendationEvidenceRecord[];
}) {
  return (
    <div data-testid="reason-line">
      <Typography.Text strong>{title}</Typography.Text>
      {rows.length === 0 ? (
        <Typography.Text type="secondary"> {REC_TEXT.noEvidence}</Typography.Text>
      ) : (
        <ul style={{ margin: '4px 0 8px', paddingLeft: 20 }}>
          {rows.map((e, i) => (
            <li key={`${e.key}-${e.id ?? i}`}>
              <Tag>{e.name}</Tag>
              <Link href={evidenceHref(id, e)}>{e.sentence}</Link>
              {e.points > 0 && <Typography.Text type="secondary">（+{e.points}）</Typography.Text>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Props = {
  record: RecommendationRecord;
  onFeedback: (verdict: 'interested' | 'unsuitable', reason?: string) => Promise<void>;
  onUndo: () => Promise<void>;
};

/** One recommendation: score and parts, 为什么是它 / 为什么是现在 / 为什么是这里, actions. */
export function RecommendationCard({ record: r, onFeedback, onUndo }: Props) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<string>();
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (f: () => Promise<void>) => {
    setBusy(true);
    try {
      await f();
    } finally {
      setBusy(false);
    }
  };
  const chosen = reason === REC_TEXT.otherReason ? other.trim() : reason;
  return (
    <Card
      size="small"
      data-testid="recommendation"
      title={
        <Space wrap>
          <Link href={profileHref(r.ID_)}>{r.qymc}</Link>
          <Tag color="blue">{`${r.link.label} · ${r.link.name}`}</Tag>
          <Typography.Text type="secondary">{r.region.path}</Typography.Text>
          {r.riskflags.map((f) => (
            <Tag key={f} color="red">
              {f}
            </Tag>
          ))}
        </Space>
      }
      extra={
        <Typography.Text strong aria-label={REC_TEXT.score}>
          {REC_TEXT.score} {r.score}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {REC_TEXT.parts(r)}
      </Typography.Paragraph>
      <ReasonLine title={REC_TEXT.whyIt} id={r.ID_} rows={r.whyit} />
      <ReasonLine title={REC_TEXT.whyNow} id={r.ID_} rows={r.whynow} />
      <ReasonLine title={REC_TEXT.whyHere} id={r.ID_} rows={r.whyhere} />
      <Space wrap>
        {r.verdict === 'interested' ? (
          <Button size="small" onClick={() => void run(onUndo)} loading={busy}>
            {REC_TEXT.undoInterested}
          </Button>
        ) : (
          <Button
            size="small"
            type="primary"
            ghost
            loading={busy}
            onClick={() => void run(() => onFeedback('interested'))}
          >
            {REC_TEXT.interested}
          </Button>
        )}
        <Button size="small" danger onClick={() => setAsking(true)}>
          {REC_TEXT.unsuitable}
        </Button>
        <AddCustomerButton enterpriseIds={[r.ID_]} source="yqtj" size="small" />
      </Space>
      <Modal
        open={asking}
        title={`${REC_TEXT.unsuitable}：${r.qymc}`}
        okText={REC_TEXT.confirm}
        okButtonProps={{ disabled: !chosen, loading: busy }}
        onCancel={() => setAsking(false)}
        onOk={() =>
          void run(async () => {
            await onFeedback('unsuitable', chosen);
            setAsking(false);
          })
        }
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            aria-label={REC_TEXT.reason}
            placeholder={REC_TEXT.reason}
            value={reason}
            onChange={setReason}
            style={{ width: '100%' }}
            options={[...UNSUITABLE_REASONS, REC_TEXT.otherReason].map((v) => ({
              value: v,
              label: v,
            }))}
          />
          {reason === REC_TEXT.otherReason && (
            <Input
              aria-label={REC_TEXT.otherReason}
              maxLength={200}
              value={other}
              onChange={(e) => setOther(e.target.value)}
            />
          )}
          <Typography.Text type="secondary">{REC_TEXT.unsuitableHint}</Typography.Text>
        </Space>
      </Modal>
    </Card>
  );
}
