'use client';

import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Modal, Row, Select, Space } from 'antd';
import { RegionPicker } from '@/components/chains/region-picker';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { BoardWidget } from '@/components/board/board-widgets';
import {
  saveBoardLayout,
  useBoard,
  useBoardLayout,
  useBoardSources,
  type BoardSetQuery,
} from '@/lib/client/use-board';
import {
  BOARD_SET_KINDS,
  BOARD_SET_MAX,
  BOARD_WIDGETS,
  boardSetParams,
  type BoardSetKind,
  type BoardWidgetKey,
} from '@/lib/contract/board';
import { NATIONAL_REGION } from '@/lib/contract/chains';

// 企业看板 (/qykb, qykb: enterprise board): choose a set (关注, 客户分组, 潜客名单, 地区×产业链),
// read its KPI cards and charts, arrange the widgets; 保存看板 keeps both for the next visit.

/** A set is complete when the kind has what it needs (a group, a list, a chain). */
function complete(set: BoardSetQuery): boolean {
  if (set.setKind === 'group') return Boolean(set.groupId);
  if (set.setKind === 'list') return Boolean(set.listId);
  if (set.setKind === 'region-chain') return Boolean(set.chain);
  return true;
}

function WidgetSettings({
  open,
  widgets,
  onClose,
  onChange,
}: {
  open: boolean;
  widgets: BoardWidgetKey[];
  onClose: () => void;
  onChange: (widgets: BoardWidgetKey[]) => void;
}) {
  // Shown widgets first in their order, then the hidden ones.
  const order = [
    ...widgets,
    ...BOARD_WIDGETS.map((w) => w.key).filter((k) => !widgets.includes(k)),
  ];
  const move = (key: BoardWidgetKey, by: -1 | 1) => {
    const i = widgets.indexOf(key);
    const j = i + by;
    if (i < 0 || j < 0 || j >= widgets.length) return;
    const next = [...widgets];
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
  };
  return (
    <Modal
      title="看板组件"
      open={open}
      onCancel={onClose}
      onOk={onClose}
      okText="完成"
      cancelText="取消"
    >
      {order.map((key) => {
        const shown = widgets.includes(key);
        return (
          <Row key={key} justify="space-between" style={{ padding: '4px 0' }}>
            <Checkbox
              checked={shown}
              disabled={shown && widgets.length === 1}
              onChange={(e) =>
                onChange(e.target.checked ? [...widgets, key] : widgets.filter((w) => w !== key))
              }
            >
              {BOARD_WIDGETS.find((w) => w.key === key)!.label}
            </Checkbox>
            {shown && (
              <Space>
                <Button size="small" onClick={() => move(key, -1)} aria-label="上移">
                  上移
                </Button>
                <Button size="small" onClick={() => move(key, 1)} aria-label="下移">
                  下移
                </Button>
              </Space>
            )}
          </Row>
        );
      })}
    </Modal>
  );
}

export function BoardScreen() {
  const { message } = App.useApp();
  const layout = useBoardLayout();
  const sources = useBoardSources();
  // The saved layout is the starting point until the user changes the set or the widgets.
  const [editedSet, setSet] = useState<BoardSetQuery | null>(null);
  const [editedWidgets, setWidgets] = useState<BoardWidgetKey[] | null>(null);
  const [settings, setSettings] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = editedSet ?? (layout.data ? boardSetParams(layout.data.set) : null);
  const widgets = editedWidgets ?? layout.data?.widgets ?? [];

  const ready = set !== null && complete(set);
  const { data, error, isLoading } = useBoard(ready ? set : null);
  const board = data?.board;
  const kind = (set?.setKind ?? 'follows') as BoardSetKind;
  const src = sources.data;

  const save = async () => {
    if (!set || !ready) return;
    setSaving(true);
    try {
      message.success(await saveBoardLayout(set, widgets));
      await layout.mutate();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="board-screen">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap>
          <span>看板范围</span>
          <Select<BoardSetKind>
            aria-label="看板范围"
            data-testid="board-set-kind"
            value={kind}
            style={{ width: 140 }}
            options={BOARD_SET_KINDS.map((k) => ({ value: k.value, label: k.label }))}
            onChange={(value) =>
              setSet({
                setKind: value,
                region: set?.region ?? NATIONAL_REGION,
                ...(value === 'group' && src?.groups[0] ? { groupId: src.groups[0].id } : {}),
                ...(value === 'list' && src?.lists[0] ? { listId: src.lists[0].id } : {}),
                ...(value === 'region-chain' && src?.chains[0]
                  ? { chain: src.chains[0].code }
                  : {}),
              })
            }
          />
          {kind === 'group' && (
            <Select
              aria-label="客户分组"
              style={{ width: 200 }}
              placeholder="请选择客户分组"
              value={set?.groupId}
              options={src?.groups.map((g) => ({ value: g.id, label: `${g.name}（${g.count}）` }))}
              onChange={(groupId: string) => setSet({ ...set!, groupId })}
            />
          )}
          {kind === 'list' && (
            <Select
              aria-label="潜客名单"
              style={{ width: 220 }}
              placeholder="请选择潜客名单"
              notFoundContent="暂无潜客名单，可在潜客筛查中保存"
              value={set?.listId}
              options={src?.lists.map((l) => ({ value: l.id, label: `${l.name}（${l.count}）` }))}
              onChange={(listId: string) => setSet({ ...set!, listId })}
            />
          )}
          {kind === 'region-chain' && (
            <>
              <RegionPicker
                value={set?.region ?? NATIONAL_REGION}
                onChange={(region: string) => setSet({ ...set!, region })}
                style={{ width: 220 }}
              />
              <Select
                aria-label="产业链"
                style={{ width: 180 }}
                placeholder="请选择产业链"
                value={set?.chain}
                options={src?.chains.map((c) => ({ value: c.code, label: c.name }))}
                onChange={(chain: string) => setSet({ ...set!, chain })}
              />
            </>
          )}
          {kind === 'follows' && src && <span>共关注 {src.followcount} 家企业</span>}
          <Button onClick={() => setSettings(true)} data-testid="board-widgets">
            设置组件
          </Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!ready}
            onClick={() => void save()}
            data-testid="board-save"
          >
            保存看板
          </Button>
          {board?.datalabel && <ToneTag tone="orange">{board.datalabel}</ToneTag>}
          {board && <span style={{ color: '#8c8c8c' }}>统计截至 {board.asof}</span>}
        </Space>
      </Card>
      {(layout.error ?? error) && (
        <Alert type="error" showIcon title={(layout.error ?? error)!.message} />
      )}
      {data?.notice && (
        <Alert type="info" showIcon title={data.notice} style={{ marginBottom: 16 }} />
      )}
      {set && !ready && <Alert type="info" showIcon title="请先选择看板范围" />}
      {ready && (isLoading || !board) && !error && <Card loading />}
      {board && ready && (
        <>
          <h2 data-testid="board-title">
            {board.set.label}（{board.set.count}家）
          </h2>
          <Row gutter={[16, 16]}>
            {widgets.map((w) => (
              <BoardWidget key={w} widget={w} board={board} set={set} />
            ))}
          </Row>
          <p style={{ color: '#8c8c8c', marginTop: 16 }}>
            看板最多统计{BOARD_SET_MAX}家企业（超出时取注册资本最大的{BOARD_SET_MAX}
            家）；注册资本折合人民币。
          </p>
        </>
      )}
      <WidgetSettings
        open={settings}
        widgets={widgets}
        onClose={() => setSettings(false)}
        onChange={setWidgets}
      />
    </div>
  );
}
