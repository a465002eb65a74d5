'use client';

import { Alert, Button, Checkbox, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { RegionPicker } from '@/components/chains/region-picker';
import { usePolicies, type PolicyListQuery } from '@/lib/client/use-policies';
import { POLICY_CATEGORIES, POLICY_LEVELS, type PolicyRecord } from '@/lib/contract/policies';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { DemoTag } from './policy-detail';
import { regionPathName } from '@/lib/format';

// The policy library of /chat/gjzc: keyword, level, region, category and 仅看有效, paged.

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function PolicyList({ onOpen }: { onOpen: (code: string) => void }) {
  const [query, setQuery] = useState<PolicyListQuery>({
    validNow: true,
    pageIndex: 1,
    pageSize: 10,
  });
  const [keyword, setKeyword] = useState('');
  const { data, error, isLoading } = usePolicies(query);
  const set = (patch: Partial<PolicyListQuery>) =>
    setQuery((q) => ({ ...q, pageIndex: 1, ...patch }));

  const columns: ColumnsType<PolicyRecord> = [
    {
      title: '政策名称',
      dataIndex: 'title',
      render: (title: string, r) => (
        <Space size={4} wrap>
          <Button type="link" onClick={() => onOpen(r.code)} data-testid="policy-title">
            {title}
          </Button>
          <DemoTag policy={r} />
        </Space>
      ),
    },
    { title: '发文机关', dataIndex: 'issuer', width: 220 },
    { title: '级别', dataIndex: 'level', width: 70 },
    { title: '适用地区', render: (_, r) => regionPathName(r.region.name), width: 180 },
    {
      title: '类别',
      render: (_, r) =>
        r.categories.map((c) => (
          <Tag key={c} style={{ marginBottom: 4 }}>
            {c}
          </Tag>
        )),
      width: 180,
    },
    { title: '发布日期', dataIndex: 'issuedon', width: 110 },
    {
      title: '有效期至',
      render: (_, r) => (
        <span>
          {r.validuntil ?? '长期'}
          {!r.validnow && <Tag style={{ marginLeft: 4 }}>失效</Tag>}
        </span>
      ),
      width: 130,
    },
  ];

  return (
    <div data-testid="policy-list">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="政策名称、原文或发文机关"
          allowClear
          style={{ width: 260 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          data-testid="policy-keyword"
          aria-label="搜索政策"
        />
        <Select
          allowClear
          placeholder="政策级别"
          style={{ width: 110 }}
          options={options(POLICY_LEVELS)}
          value={query.level}
          onChange={(level?: string) => set({ level })}
          aria-label="政策级别"
        />
        <RegionPicker
          value={query.region ?? '000000'}
          onChange={(region) => set({ region: region === '000000' ? undefined : region })}
        />
        <Select
          allowClear
          placeholder="政策类别"
          style={{ width: 130 }}
          options={options(POLICY_CATEGORIES)}
          value={query.category}
          onChange={(category?: string) => set({ category })}
          aria-label="政策类别"
        />
        <Checkbox checked={query.validNow} onChange={(e) => set({ validNow: e.target.checked })}>
          仅看有效政策
        </Checkbox>
      </Space>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Table<PolicyRecord>
        rowKey="code"
        size="middle"
        loading={isLoading}
        columns={columns}
        dataSource={data?.data ?? []}
        pagination={{
          current: query.pageIndex,
          pageSize: query.pageSize,
          total: data?.extraData.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
          showTotal: (n) => `共 ${n} 项政策`,
          onChange: (pageIndex, pageSize) =>
            setQuery((q) => ({
              ...q,
              pageIndex: pageSize === q.pageSize ? pageIndex : 1,
              pageSize,
            })),
        }}
      />
    </div>
  );
}
