'use client';

import { Table, Tabs } from 'antd';
import Link from 'next/link';
import type { CommonRelation, RelationshipAnswer } from '@/lib/contract/relationships';
import { formatPercent } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import { PersonLink } from '@/components/enterprise/person-panel';
import { EmptyState } from '@/components/layout/empty-state';
import { ZGX_TEXT as T } from './messages';

function linkText(link: CommonRelation['links'][number]): string {
  return [link.position, link.ratio !== null ? `持股 ${formatPercent(link.ratio)}` : null]
    .filter(Boolean)
    .join('、');
}

function CommonTable({
  rows,
  entities,
  testId,
}: {
  rows: CommonRelation[];
  entities: RelationshipAnswer['entities'];
  testId: string;
}) {
  return (
    <Table<CommonRelation>
      size="small"
      rowKey="node"
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      locale={{ emptyText: <EmptyState text={T.noCommon} /> }}
      data-testid={testId}
      columns={[
        {
          title: '名称',
          key: 'name',
          width: 280,
          render: (_, r) =>
            r.enterpriseid !== null ? (
              <Link href={profileHref(r.enterpriseid)}>{r.name}</Link>
            ) : (
              <PersonLink id={r.personid} name={r.name} />
            ),
        },
        {
          title: '关联的所选企业',
          key: 'links',
          render: (_, r) => (
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {r.links.map((l) => (
                <li key={l.entity}>
                  {entities[l.entity]?.name ?? T.entity(l.entity + 1)}
                  {linkText(l) ? `：${linkText(l)}` : ''}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

/** 共同关系: shareholders, investments and officers the chosen enterprises share. */
export function CommonRelations({ answer }: { answer: RelationshipAnswer }) {
  const { common, entities } = answer;
  const tabs = [
    { key: 'shareholders', label: T.commonShareholders, rows: common.shareholders },
    { key: 'investments', label: T.commonInvestments, rows: common.investments },
    { key: 'officers', label: T.commonOfficers, rows: common.officers },
  ];
  return (
    <div data-testid="common-relations">
      <Tabs
        items={tabs.map((t) => ({
          key: t.key,
          label: `${t.label}（${t.rows.length}）`,
          children: <CommonTable rows={t.rows} entities={entities} testId={`common-${t.key}`} />,
        }))}
      />
    </div>
  );
}
