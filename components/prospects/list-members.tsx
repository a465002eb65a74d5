'use client';

import { UserAddOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal, Radio, Select, Switch } from 'antd';
import { useId, useState } from 'react';
import type { ProspectListRecord } from '@/lib/contract/prospects';
import { ApiError } from '@/lib/client/request';
import {
  refreshCustomerBook,
  useCustomerBookAllowed,
  useCustomerGroups,
} from '@/lib/client/use-customers';
import { changeProspectList, useProspectMembers } from '@/lib/client/use-prospects';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportButton } from '@/components/search/export-button';
import { PROSPECT_TEXT } from './messages';
import { ProspectTable } from './prospect-table';
import styles from './prospects.module.css';

type Scope = 'selected' | 'new' | 'all';

/** 移入客户分组: the selected members, the new ones or all of them, into a group the user picks. */
function MoveToGroup({
  list,
  selected,
  newOnly,
  onMoved,
}: {
  list: ProspectListRecord;
  selected: string[];
  newOnly: boolean;
  onMoved: () => void;
}) {
  const allowed = useCustomerBookAllowed();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [groupId, setGroupId] = useState<string | undefined>();
  const [scope, setScope] = useState<Scope>('all');
  const groups = useCustomerGroups(allowed === true && open);
  const { message } = App.useApp();
  const groupField = useId();
  if (allowed !== true) return null;

  const submit = async () => {
    setBusy(true);
    try {
      const res = await changeProspectList('qkscMoveToCustomers', {
        listId: list.ID_,
        ...(scope === 'selected' ? { enterpriseIds: selected } : { newOnly: scope === 'new' }),
        ...(groupId ? { groupId } : {}),
      });
      void message.success(res.message);
      void refreshCustomerBook();
      setOpen(false);
      onMoved();
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={<UserAddOutlined />}
        onClick={() => {
          setScope(selected.length ? 'selected' : newOnly ? 'new' : 'all');
          setOpen(true);
        }}
        data-testid="members-move"
      >
        {PROSPECT_TEXT.move}
      </Button>
      <Modal
        open={open}
        title={PROSPECT_TEXT.moveTitle}
        okText={PROSPECT_TEXT.confirm}
        cancelText={PROSPECT_TEXT.cancel}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={PROSPECT_TEXT.moveScope}>
            <Radio.Group
              aria-label={PROSPECT_TEXT.moveScope}
              value={scope}
              onChange={(e) => setScope(e.target.value as Scope)}
              options={[
                ...(selected.length
                  ? [{ value: 'selected', label: PROSPECT_TEXT.moveSelected(selected.length) }]
                  : []),
                { value: 'new', label: PROSPECT_TEXT.moveNew, disabled: list.newcount === 0 },
                { value: 'all', label: PROSPECT_TEXT.moveAll },
              ]}
            />
          </Form.Item>
          <Form.Item
            label={PROSPECT_TEXT.group}
            htmlFor={groupField}
            extra={PROSPECT_TEXT.groupHint}
          >
            <Select
              id={groupField}
              value={groupId}
              onChange={setGroupId}
              loading={groups.isLoading}
              placeholder={groups.data?.[0]?.name}
              options={(groups.data ?? []).map((g) => ({ value: g.ID_, label: g.name }))}
              data-testid="members-move-group"
            />
          </Form.Item>
        </Form>
        {groups.error ? <p role="alert">{groups.error.message}</p> : null}
      </Modal>
    </>
  );
}

/** 查看: a list's members of its last run, 仅看新增, export and 移入客户分组. */
export function ListMembers({ list }: { list: ProspectListRecord }) {
  const [newOnly, setNewOnly] = useState(false);
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const members = useProspectMembers(list.ID_, { newOnly, ...page });
  const switchId = useId();

  return (
    <section className={styles.card} aria-label={PROSPECT_TEXT.membersTitle(list.title)}>
      <div className={styles.toolbar}>
        <h2 className={styles.toolbarTitle} data-testid="members-title">
          {PROSPECT_TEXT.membersTitle(list.title)}
        </h2>
        <label htmlFor={switchId} className={styles.muted}>
          {PROSPECT_TEXT.newOnly}
        </label>
        <Switch
          id={switchId}
          checked={newOnly}
          onChange={(on) => {
            setNewOnly(on);
            setSelected([]);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
          data-testid="members-new-only"
        />
        <div className={styles.toolbarEnd}>
          <MoveToGroup
            list={list}
            selected={selected}
            newOnly={newOnly}
            onMoved={() => setSelected([])}
          />
          <ExportButton
            filters={{ listId: list.ID_, ...(newOnly ? { newOnly: 'true' } : {}) }}
            sort={{}}
            quotaAlias="qkscExportQuota"
            exportPath="/api-zsai-query/zsai/qksc/export"
            title={PROSPECT_TEXT.exportTitle}
          />
        </div>
      </div>
      <ProspectTable
        testId="list-members"
        members
        rows={members.data?.rows ?? []}
        total={members.data?.total ?? 0}
        loading={!members.data || members.isValidating}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        selected={selected}
        onSelect={setSelected}
        onPage={(pageIndex, pageSize) =>
          setPage({ pageIndex: pageSize === page.pageSize ? pageIndex : 1, pageSize })
        }
        empty={
          <EmptyState
            text={
              members.error?.message ??
              (newOnly ? PROSPECT_TEXT.membersNewEmpty : PROSPECT_TEXT.membersEmpty)
            }
          />
        }
      />
    </section>
  );
}
