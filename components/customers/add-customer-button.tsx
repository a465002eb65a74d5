'use client';

import { CheckOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal, Select } from 'antd';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { CustomerSource } from '@/lib/contract/customers';
import { ApiError } from '@/lib/client/request';
import {
  addCustomers,
  markCustomers,
  useCustomerBookAllowed,
  useCustomerGroups,
  useCustomerIds,
} from '@/lib/client/use-customers';
import { CUSTOMER_TEXT } from './messages';

type Props = {
  /** One enterprise (a profile, a row) or the selected rows of a list. */
  enterpriseIds: readonly (number | string)[];
  source: CustomerSource;
  size?: 'small' | 'middle';
  /** Called with the enterprises now in the book (added or already there). */
  onAdded?: (ids: number[]) => void;
};

/**
 * 加入客户: adds one enterprise or the selected ones to the caller's customer book, in a group
 * the user picks, and says what happened (已加入 N 家，M 家已在客户中, or the refusal). A single
 * enterprise already in the book shows 已是客户, a link to the book. Nothing without 客户管理.
 */
export function AddCustomerButton({ enterpriseIds, source, size = 'middle', onAdded }: Props) {
  const ids = enterpriseIds.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const single = ids.length === 1;
  const allowed = useCustomerBookAllowed();
  const known = useCustomerIds(single ? ids : [], allowed === true);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [groupId, setGroupId] = useState<string | undefined>();
  const groups = useCustomerGroups(allowed === true && open);
  const { message } = App.useApp();
  const selectId = useId();
  const router = useRouter();

  if (allowed !== true) return null;
  if (single && known.data === undefined && !known.error) return null;
  if (single && known.data?.has(ids[0]!)) {
    return (
      <Button
        size={size}
        icon={<CheckOutlined />}
        title={CUSTOMER_TEXT.openBook}
        onClick={() => router.push('/glzx')}
        data-testid="customer-already"
      >
        {CUSTOMER_TEXT.already}
      </Button>
    );
  }

  const submit = async () => {
    setBusy(true);
    try {
      const { answer, message: text } = await addCustomers(ids, source, groupId);
      void message.success(text);
      setOpen(false);
      void known.mutate();
      onAdded?.([...answer.addedids, ...answer.alreadyids]);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.status === 409) {
        await markCustomers(ids);
        void message.warning(text);
        setOpen(false);
        void known.mutate();
        onAdded?.(ids);
      } else {
        void message.error(text);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size={size}
        type={single ? 'default' : 'primary'}
        icon={<UserAddOutlined />}
        disabled={ids.length === 0}
        onClick={() => setOpen(true)}
        data-testid="customer-add"
      >
        {single ? CUSTOMER_TEXT.add : CUSTOMER_TEXT.addMany(ids.length)}
      </Button>
      <Modal
        open={open}
        title={single ? CUSTOMER_TEXT.add : CUSTOMER_TEXT.addMany(ids.length)}
        okText={CUSTOMER_TEXT.confirm}
        cancelText={CUSTOMER_TEXT.cancel}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={CUSTOMER_TEXT.group} htmlFor={selectId} extra={CUSTOMER_TEXT.groupHint}>
            <Select
              id={selectId}
              value={groupId}
              onChange={setGroupId}
              loading={groups.isLoading}
              placeholder={groups.data?.[0]?.name ?? CUSTOMER_TEXT.defaultGroup}
              options={(groups.data ?? []).map((g) => ({ value: g.ID_, label: g.name }))}
              data-testid="customer-add-group"
            />
          </Form.Item>
        </Form>
        {groups.error ? <p role="alert">{groups.error.message}</p> : null}
        {single ? null : <p>{CUSTOMER_TEXT.willAdd(ids.length)}</p>}
      </Modal>
    </>
  );
}
