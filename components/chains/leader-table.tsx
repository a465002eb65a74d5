'use client';

import { Table, Tag, Tooltip } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LeaderRecord } from '@/lib/contract/chains';
import { leaderScoreText } from '@/lib/chains/figures';
import { profileHref } from '@/lib/site/enterprise-routes';
import { capitalText } from '@/components/search/result-table';
import { ConfidenceTag } from './confidence-tag';
import styles from './chains.module.css';

type Props = {
  rows: LeaderRecord[];
  empty: ReactNode;
  testId: string;
  showRegion?: boolean;
  /** 排名 for leaders; 序号 for candidates, where non-leaders follow by their evidence. */
  orderTitle?: string;
};

const ROLE_STYLE: Record<'链主' | '龙头', { color: string; text: string }> = {
  链主: { color: 'gold', text: '#874d00' },
  龙头: { color: 'blue', text: '#0958d9' },
};

/** Leaders (or candidates) ranked by the leader score, each score shown as its sum. */
export function LeaderTable({
  rows,
  empty,
  testId,
  showRegion = true,
  orderTitle = '排名',
}: Props) {
  return (
    <Table<LeaderRecord>
      rowKey="ID_"
      size="middle"
      data-testid={testId}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: empty }}
      columns={[
        { title: orderTitle, key: 'rank', width: 60, render: (_, __, i) => i + 1 },
        {
          title: '企业名称',
          dataIndex: 'qymc',
          width: 300,
          render: (_, r) => (
            <div className={styles.nameCell}>
              <Link href={profileHref(r.ID_)} className={styles.nameLink} data-testid="leader-name">
                {r.qymc}
              </Link>
              {r.role ? (
                <Tag color={ROLE_STYLE[r.role].color} style={{ color: ROLE_STYLE[r.role].text }}>
                  {r.role}
                </Tag>
              ) : (
                <Tag>候选</Tag>
              )}
            </div>
          ),
        },
        {
          title: '龙头得分',
          dataIndex: 'leaderscore',
          width: 110,
          render: (_, r) => (
            <Tooltip title={leaderScoreText(r)}>
              <span tabIndex={0} aria-label={`龙头得分 ${leaderScoreText(r)}`}>
                {r.leaderscore}
              </span>
            </Tooltip>
          ),
        },
        {
          title: '资质',
          dataIndex: 'tags',
          width: 200,
          render: (_, r) => (
            <>
              {r.listed && <Tag>上市</Tag>}
              {r.tags.map((t) => (
                <Tag key={t}>{t}</Tag>
              ))}
            </>
          ),
        },
        { title: '注册资本', dataIndex: 'zczb', width: 140, render: (_, r) => capitalText(r) },
        {
          title: '专利（发明）',
          dataIndex: 'patentcount',
          width: 110,
          render: (_, r) => `${r.patentcount}（${r.inventionpatentcount}）`,
        },
        ...(showRegion ? [{ title: '所属地区', dataIndex: 'region', width: 170 }] : []),
        {
          title: '归属可信度',
          dataIndex: 'confidence',
          width: 100,
          render: (_, r) => <ConfidenceTag value={r.confidence} />,
        },
      ]}
    />
  );
}
