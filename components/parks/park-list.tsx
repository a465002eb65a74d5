'use client';

import { Button, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { RegionPicker } from '@/components/chains/region-picker';
import frame from '@/components/layout/screen-frame.module.css';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { useChains } from '@/lib/client/use-chains';
import { useParks, type ParkListQuery } from '@/lib/client/use-parks';
import { PARK_COMPARE_MAX, PARK_LEVELS, PARK_SORTS, PARK_TYPES } from '@/lib/contract/parks';
import type { ParkRecord } from '@/lib/contract/parks';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatCount, regionPathName } from '@/lib/format';

// The park list of /yqhx: filters (region, level, type, leading chain, name), sort, paging,
// and a selection of 2–4 parks to compare.

type Props = {
  onOpen: (code: string) => void;
  onCompare: (codes: string[]) => void;
};

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function ParkList({ onOpen, onCompare }: Props) {
  const [query, setQuery] = useState<ParkListQuery>({
    region: '000000',
    sort: 'enterprises',
    order: 'desc',
    pageIndex: 1,
    pageSize: 10,
  });
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const { data, error, isLoading } = useParks(query);
  const chains = useChains();
  const set = (patch: Partial<ParkListQuery>) =>
    setQuery((q) => ({ ...q, pageIndex: 1, ...patch }));

  const columns: ColumnsType<ParkRecord> = [
    {
      title: '园区名称',
      dataIndex: 'name',
      render: (name: string, r) => (
        <Space size={4} wrap>
          <Button type="link" onClick={() => onOpen(r.code)} data-testid="park-name">
            {name}
          </Button>
          {r.source === 'demo' && <ToneTag tone="orange">{r.sourcelabel}</ToneTag>}
        </Space>
      ),
    },
    { title: '级别', dataIndex: 'level', width: 90 },
    { title: '类型', dataIndex: 'type', width: 160 },
    { title: '所在地区', render: (_, r) => regionPathName(r.region.path), width: 200 },
    {
      title: '主导产业链',
      render: (_, r) => r.leadingchains.map((c) => <Tag key={c.code}>{c.name}</Tag>),
    },
    { title: '设立年份', dataIndex: 'foundedyear', width: 90 },
    { title: '入驻企业', dataIndex: 'enterprisecount', width: 100, align: 'right' },
    { title: '近12个月新注册', dataIndex: 'newlast12m', width: 130, align: 'right' },
  ];

  return (
    <div data-testid="park-list">
      <div className={frame.head}>
        <h1 className={frame.title}>园区画像</h1>
        {data && (
          <span className={frame.label}>共 {formatCount(data.extraData.totalCount)} 个园区</span>
        )}
      </div>
      <Space wrap style={{ marginBottom: 16 }}>
        <RegionPicker value={query.region} onChange={(region) => set({ region })} />
        <Select
          allowClear
          placeholder="园区级别"
          style={{ width: 120 }}
          options={options(PARK_LEVELS)}
          value={query.level}
          onChange={(level?: string) => set({ level })}
          data-testid="park-level"
        />
        <Select
          allowClear
          placeholder="园区类型"
          style={{ width: 180 }}
          options={options(PARK_TYPES)}
          value={query.type}
          onChange={(type?: string) => set({ type })}
          data-testid="park-type"
        />
        <Select
          allowClear
          placeholder="主导产业链"
          style={{ width: 160 }}
          options={(chains.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          value={query.chain}
          onChange={(chain?: string) => set({ chain })}
          data-testid="park-chain"
        />
        <Input.Search
          placeholder="园区名称"
          allowClear
          style={{ width: 220 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          data-testid="park-keyword"
        />
        <Select
          style={{ width: 150 }}
          options={PARK_SORTS.map((s) => ({ value: s.value, label: s.label }))}
          value={query.sort}
          onChange={(sort: string) => set({ sort })}
          aria-label="排序"
        />
        <Button
          type="primary"
          disabled={selected.length < 2}
          onClick={() => onCompare(selected)}
          data-testid="park-compare"
        >
          对比所选园区（{selected.length}/{PARK_COMPARE_MAX}）
        </Button>
      </Space>
      {error && <div role="alert">{error.message}</div>}
      <Table<ParkRecord>
        rowKey="code"
        size="middle"
        loading={isLoading}
        columns={columns}
        dataSource={data?.data ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected((keys as string[]).slice(0, PARK_COMPARE_MAX)),
          getCheckboxProps: (r) => ({
            disabled: selected.length >= PARK_COMPARE_MAX && !selected.includes(r.code),
          }),
        }}
        pagination={{
          current: query.pageIndex,
          pageSize: query.pageSize,
          total: data?.extraData.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
          showTotal: (n) => `共 ${n} 个园区`,
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
