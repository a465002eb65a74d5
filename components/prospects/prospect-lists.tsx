'use client';

import { DeleteOutlined, EditOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Skeleton, Space, Table, Tag } from 'antd';
import Link from 'next/link';
import { useId, useState } from 'react';
import {
  PROSPECT_LIST_MEMBERS_MAX,
  PROSPECT_LIST_NAME_MAX,
  PROSPECT_MESSAGES,
  PROSPECT_PERMISSION,
  type ProspectListRecord,
} from '@/lib/contract/prospects';
import { ApiError, isForbidden } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { changeProspectList, useProspectLists } from '@/lib/client/use-prospects';
import { formatCount, formatDate } from '@/lib/format';
import { LockedSection } from '@/components/enterprise/locked-section';
import { EmptyState } from '@/components/layout/empty-state';
import { RETRY } from '@/components/layout/error-messages';
import { ListMembers } from './list-members';
import { PROSPECT_TEXT } from './messages';
import styles from './prospects.module.css';
import { DemoDataTag } from '@/components/layout/demo-data-tag';

/** 重命名: a small form with the list's name. */
function RenameButton({ list }: { list: ProspectListRecord }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ title: string }>();
  const { message } = App.useApp();
  const nameId = useId();
  const submit = async () => {
    const { title } = await form.validateFields();
    setBusy(true);
    try {
      const res = await changeProspectList('qkscRenameList', { listId: list.ID_, title });
      void message.success(res.message);
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => setOpen(true)}
        data-testid="list-rename"
      >
        {PROSPECT_TEXT.rename}
      </Button>
      <Modal
        open={open}
        title={PROSPECT_TEXT.rename}
        okText={PROSPECT_TEXT.confirm}
        cancelText={PROSPECT_TEXT.cancel}
        confirmLoading={busy}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ title: list.title }}>
          <Form.Item
            name="title"
            label={PROSPECT_TEXT.nameLabel}
            htmlFor={nameId}
            rules={[
              { required: true, whitespace: true, message: PROSPECT_TEXT.nameRequired },
              { max: PROSPECT_LIST_NAME_MAX, message: PROSPECT_MESSAGES.nameTooLong },
            ]}
          >
            <Input id={nameId} maxLength={PROSPECT_LIST_NAME_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * 潜客名单 (/qksc/list): the caller's saved screens with their count, last run and 新增 N 家;
 * 重新运行, 查看 (members, 仅看新增, export, 移入客户分组), 重命名 and 删除.
 */
export function ProspectLists() {
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  const noPermission =
    Boolean(user) &&
    !permissions.isLoading &&
    !permissions.permissions.buttons.has(PROSPECT_PERMISSION.key);
  const lists = useProspectLists(Boolean(user) && !permissions.isLoading && !noPermission);
  const [viewing, setViewing] = useState<string | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const { message, modal } = App.useApp();

  if (noPermission || isForbidden(lists.error)) {
    return (
      <main className={styles.page} data-testid="prospect-lists">
        <LockedSection name={PROSPECT_TEXT.listsTitle} />
      </main>
    );
  }

  const run = async (list: ProspectListRecord) => {
    setRunning(list.ID_);
    try {
      const res = await changeProspectList('qkscRunList', { listId: list.ID_ });
      void message.success(res.message);
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.message);
    } finally {
      setRunning(null);
    }
  };

  const remove = (list: ProspectListRecord) =>
    modal.confirm({
      title: PROSPECT_TEXT.remove,
      content: PROSPECT_TEXT.removeConfirm(list.title),
      okText: PROSPECT_TEXT.confirm,
      okButtonProps: { danger: true, id: 'list-remove-confirm' },
      cancelText: PROSPECT_TEXT.cancel,
      onOk: async () => {
        try {
          const res = await changeProspectList('qkscDeleteList', { listId: list.ID_ });
          if (viewing === list.ID_) setViewing(null);
          void message.success(res.message);
        } catch (error) {
          if (error instanceof ApiError) void message.error(error.message);
        }
      },
    });

  const viewed = lists.data?.find((l) => l.ID_ === viewing);
  return (
    <main className={styles.page} data-testid="prospect-lists">
      <section className={styles.card}>
        <div className={styles.head}>
          <h1 className={styles.title}>{PROSPECT_TEXT.listsTitle}</h1>
          <DemoDataTag />
          <Link href="/qksc" className={styles.headEnd} data-testid="lists-new-screen">
            {PROSPECT_TEXT.backToScreen}
          </Link>
          <p className={styles.subtitle}>{PROSPECT_TEXT.listsSubtitle}</p>
        </div>
      </section>
      <section className={styles.card}>
        {lists.error ? (
          <Alert
            type="error"
            showIcon
            title={lists.error.message}
            action={
              <Button size="small" onClick={() => void lists.mutate()}>
                {RETRY}
              </Button>
            }
          />
        ) : !lists.data ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <Table<ProspectListRecord>
            rowKey="ID_"
            data-testid="lists-table"
            dataSource={lists.data}
            pagination={false}
            locale={{
              emptyText: (
                <EmptyState text={PROSPECT_TEXT.noLists}>
                  <Link href="/qksc">{PROSPECT_TEXT.goScreen}</Link>
                </EmptyState>
              ),
            }}
            columns={[
              {
                title: PROSPECT_TEXT.nameLabel,
                dataIndex: 'title',
                render: (_, l) => (
                  <div>
                    <span className={styles.listName} data-testid="list-name">
                      {l.title}
                    </span>{' '}
                    {l.newcount > 0 && (
                      <Tag className={styles.newBadge} data-testid="list-new-badge">
                        {PROSPECT_TEXT.newBadge(l.newcount)}
                      </Tag>
                    )}
                    <p className={styles.conditionSummary} data-testid="list-summary">
                      {l.summary}
                    </p>
                  </div>
                ),
              },
              {
                title: PROSPECT_TEXT.matchCount,
                dataIndex: 'matchcount',
                width: 120,
                render: (n: number) => (
                  <span data-testid="list-count">
                    {n >= PROSPECT_LIST_MEMBERS_MAX ? PROSPECT_TEXT.capped : formatCount(n)}
                  </span>
                ),
              },
              {
                title: PROSPECT_TEXT.lastRun,
                dataIndex: 'lastrunat',
                width: 170,
                render: (v: string | null) => (v ? formatDate(v, true) : PROSPECT_TEXT.neverRun),
              },
              {
                title: '操作',
                key: 'actions',
                width: 420,
                render: (_, l) => (
                  <Space wrap size={[8, 8]}>
                    <Button
                      size="small"
                      icon={<ReloadOutlined />}
                      loading={running === l.ID_}
                      onClick={() => void run(l)}
                      data-testid="list-run"
                    >
                      {PROSPECT_TEXT.run}
                    </Button>
                    <Button
                      size="small"
                      type={viewing === l.ID_ ? 'primary' : 'default'}
                      icon={<EyeOutlined />}
                      onClick={() => setViewing(l.ID_)}
                      data-testid="list-view"
                    >
                      {PROSPECT_TEXT.view}
                    </Button>
                    <RenameButton list={l} />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => {
                        remove(l);
                      }}
                      data-testid="list-remove"
                    >
                      {PROSPECT_TEXT.remove}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </section>
      {viewed && <ListMembers key={viewed.ID_} list={viewed} />}
    </main>
  );
}
