'use client';

import { Table, Tag } from 'antd';
import type { RelationshipAnswer, SuspectedTie } from '@/lib/contract/relationships';
import { formatCount } from '@/lib/format';
import { pairName } from '@/lib/relationships/highlight';
import { EmptyState } from '@/components/layout/empty-state';
import { ZGX_TEXT as T } from './messages';
import styles from './relationships.module.css';

const LEVEL_COLORS: Record<SuspectedTie['level'], string> = {
  较高: 'orange',
  中: 'gold',
  低: 'default',
};

/** The registry count stops at 51 (the contract's cap): more reads as 50+. */
const shared = (n: number) => (n > 50 ? '50+' : formatCount(n));

/** 疑似关系: shared contact data and same-name people, each with its evidence; never a path. */
export function SuspectedTies({ answer }: { answer: RelationshipAnswer }) {
  return (
    <div data-testid="zgx-ties">
      <p className={styles.tieNote}>{T.tiesNote}</p>
      <Table<SuspectedTie>
        size="small"
        rowKey={(t) => `${t.pair.join('-')}:${t.kind}:${t.value}:${t.persons?.join('-') ?? ''}`}
        dataSource={answer.ties}
        pagination={answer.ties.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: <EmptyState text={T.noTies} /> }}
        columns={[
          {
            title: '主体',
            key: 'pair',
            width: 220,
            render: (_, t) => pairName(answer.entities, t.pair),
          },
          {
            title: '疑似类型',
            dataIndex: 'kindname',
            width: 120,
            render: (name: string) => <Tag color="orange">疑似 · {name}</Tag>,
          },
          { title: '相同信息', dataIndex: 'value', width: 200 },
          {
            title: '证据',
            key: 'evidence',
            render: (_, t) => (
              <>
                <div>{t.evidence}</div>
                <div className={styles.muted}>
                  {t.kind === 'samename'
                    ? `全库同名共 ${shared(t.sharedby)} 人；两条人员记录，未合并为同一人`
                    : `全库共 ${shared(t.sharedby)} 家企业使用`}
                </div>
              </>
            ),
          },
          {
            title: '可信度',
            key: 'confidence',
            width: 120,
            render: (_, t) => (
              <Tag color={LEVEL_COLORS[t.level]} data-testid="tie-confidence">
                {t.level} {Math.round(t.confidence * 100)}%
              </Tag>
            ),
          },
        ]}
      />
    </div>
  );
}
