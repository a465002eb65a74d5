'use client';

import { App, Button, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { CUSTOMER_GROUP_NAME_MAX, type CustomerGroupRecord } from '@/lib/contract/customers';
import { QueryError } from '@/components/layout/query-error';
import { changeCustomerBook, useCustomerGroups } from '@/lib/client/use-customers';
import { CUSTOMER_TEXT as T } from './messages';
import styles from './customers.module.css';

/** 客户分组: the default groups (fixed) and the user's own (create, rename, delete). */
export function GroupManager() {
  const groups = useCustomerGroups();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);

  async function run(alias: string, params: unknown) {
    try {
      const { message: text } = await changeCustomerBook(alias, params);
      if (text) void message.success(text);
      return true;
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  return (
    <section className={styles.card} aria-labelledby="groups-title" data-testid="groups">
      <div className={styles.head}>
        <h1 id="groups-title">{T.groupsTitle}</h1>
        <Space.Compact>
          <Input
            aria-label={T.groupName}
            placeholder={T.groupName}
            value={name}
            maxLength={CUSTOMER_GROUP_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            data-testid="group-name"
          />
          <Button
            type="primary"
            disabled={!name.trim()}
            onClick={() =>
              void run('glzxSaveGroup', { name: name.trim() }).then((ok) => ok && setName(''))
            }
          >
            {T.newGroup}
          </Button>
        </Space.Compact>
      </div>
      {groups.error && !groups.data ? (
        <QueryError error={groups.error} onRetry={() => void groups.mutate()} />
      ) : (
        <Table<CustomerGroupRecord>
          rowKey="ID_"
          loading={groups.isLoading}
          dataSource={groups.data ?? []}
          pagination={false}
          columns={[
            {
              title: T.groupName,
              dataIndex: 'name',
              render: (v: string, row) =>
                editing?.id === row.ID_ ? (
                  <Space.Compact>
                    <Input
                      aria-label={T.groupName}
                      value={editing.name}
                      maxLength={CUSTOMER_GROUP_NAME_MAX}
                      onChange={(e) => setEditing({ id: row.ID_, name: e.target.value })}
                    />
                    <Button
                      type="primary"
                      onClick={() =>
                        void run('glzxSaveGroup', { id: row.ID_, name: editing.name.trim() }).then(
                          (ok) => ok && setEditing(null),
                        )
                      }
                    >
                      {T.save}
                    </Button>
                    <Button onClick={() => setEditing(null)}>{T.cancel}</Button>
                  </Space.Compact>
                ) : (
                  <Space>
                    {v}
                    {row.isdefault ? <Tag>{T.systemGroup}</Tag> : null}
                  </Space>
                ),
            },
            { title: '客户数', dataIndex: 'count', width: 100 },
            {
              title: '操作',
              key: 'actions',
              width: 160,
              render: (_, row) =>
                row.isdefault ? null : (
                  <Space>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setEditing({ id: row.ID_, name: row.name })}
                    >
                      {T.rename}
                    </Button>
                    <Popconfirm
                      title={T.deleteGroupConfirm}
                      okText={T.confirm}
                      cancelText={T.cancel}
                      onConfirm={() => void run('glzxDeleteGroup', { id: row.ID_ })}
                    >
                      <Button type="link" size="small" danger>
                        {T.deleteGroup}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
