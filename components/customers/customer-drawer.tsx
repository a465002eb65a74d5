'use client';

import {
  Alert,
  App,
  Button,
  DatePicker,
  Drawer,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Tag,
  Timeline,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Link from 'next/link';
import { useState } from 'react';
import {
  CUSTOMER_STAGE_OPTIONS,
  FOLLOW_UP_METHODS,
  type CustomerDetail,
} from '@/lib/contract/customers';
import { DATE_FORMAT } from '@/lib/constants';
import { changeCustomerBook, useCustomer, useCustomerGroups } from '@/lib/client/use-customers';
import { profileHref } from '@/lib/site/enterprise-routes';
import { CUSTOMER_TEXT as T } from './messages';

type ContactForm = { contactName: string; contactPhone: string };

/** The enterprise's registered contacts, and the owner's own 联系人 / 联系电话, editable. */
function Contacts({
  detail,
  save,
}: {
  detail: CustomerDetail;
  save: (params: ContactForm) => Promise<boolean>;
}) {
  const [form] = Form.useForm<ContactForm>();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.section} data-testid="customer-contacts">
      <h3>{T.contacts}</h3>
      <Space size={16} wrap className={styles.muted}>
        <span>
          {T.legal}：{detail.fddbr || '-'}
        </span>
        <span>
          {T.phone}：{detail.lxfs || '-'}
        </span>
        <span>
          {T.email}：{detail.email || '-'}
        </span>
      </Space>
      <Form<ContactForm>
        form={form}
        layout="inline"
        style={{ marginTop: 12 }}
        initialValues={{ contactName: detail.contactname, contactPhone: detail.contactphone }}
        onFinish={(values) => {
          setBusy(true);
          void save(values).finally(() => setBusy(false));
        }}
      >
        <Form.Item name="contactName" label={T.contactName}>
          <Input maxLength={20} style={{ width: 140 }} data-testid="customer-contact-name" />
        </Form.Item>
        <Form.Item name="contactPhone" label={T.contactPhone}>
          <Input maxLength={20} style={{ width: 160 }} data-testid="customer-contact-phone" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={busy}>
            {T.saveContact}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
import styles from './customers.module.css';

type FollowUpForm = {
  on: Dayjs;
  method: string;
  content: string;
  nextStep?: string;
  remindOn?: Dayjs;
};

/** One customer: stage, group and note, a follow-up form, its timeline and the enterprise's changes. */
export function CustomerDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const customer = useCustomer(id);
  const detail = customer.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={detail?.qymc ?? T.detail}
      destroyOnHidden
      data-testid="customer-drawer"
    >
      {customer.error ? (
        <Alert type="error" showIcon title={customer.error.message} />
      ) : !detail ? (
        <Skeleton active />
      ) : (
        <DrawerBody detail={detail} onChanged={() => void customer.mutate()} />
      )}
    </Drawer>
  );
}

function DrawerBody({ detail, onChanged }: { detail: CustomerDetail; onChanged: () => void }) {
  const { message } = App.useApp();
  const groups = useCustomerGroups();
  // The user's draft of the note; null: untouched, so the saved note shows.
  const [draft, setDraft] = useState<string | null>(null);
  const note = draft ?? detail.note;
  const [form] = Form.useForm<FollowUpForm>();
  const [saving, setSaving] = useState(false);

  async function run(alias: string, params: unknown) {
    try {
      const { message: text } = await changeCustomerBook(alias, params);
      if (text) void message.success(text);
      onChanged();
      return true;
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  async function addFollowUp(values: FollowUpForm) {
    setSaving(true);
    const done = await run('glzxAddFollowUp', {
      customerId: detail.ID_,
      on: values.on.format(DATE_FORMAT),
      method: values.method,
      content: values.content,
      nextStep: values.nextStep ?? '',
      ...(values.remindOn ? { remindOn: values.remindOn.format(DATE_FORMAT) } : {}),
    });
    setSaving(false);
    if (done) form.resetFields();
  }

  return (
    <div data-testid="customer-detail">
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <span className={styles.muted}>
          {detail.tyshxydm} · {detail.region} · {detail.status}
        </span>
        <Link href={profileHref(detail.qyid)}>查看企业详情</Link>
      </Space>
      <div className={styles.section}>
        <Form layout="vertical">
          <Space size={16} wrap>
            <Form.Item label={T.stage} htmlFor="customer-stage">
              <Select
                id="customer-stage"
                style={{ width: 160 }}
                value={detail.stage}
                onChange={(stage) => void run('glzxUpdateCustomer', { id: detail.ID_, stage })}
                options={CUSTOMER_STAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                data-testid="customer-stage"
              />
            </Form.Item>
            <Form.Item label={T.group} htmlFor="customer-group">
              <Select
                id="customer-group"
                style={{ width: 160 }}
                value={detail.groupid ?? undefined}
                onChange={(groupId) => void run('glzxUpdateCustomer', { id: detail.ID_, groupId })}
                options={(groups.data ?? []).map((g) => ({ value: g.ID_, label: g.name }))}
              />
            </Form.Item>
          </Space>
          <Space size={8} wrap>
            {CUSTOMER_STAGE_OPTIONS.filter((o) => detail.stagedates[o.value]).map((o) => (
              <span key={o.value} className={styles.muted}>
                {o.label}：{detail.stagedates[o.value]}
              </span>
            ))}
          </Space>
          <Form.Item label={T.note} htmlFor="customer-note" style={{ marginTop: 12 }}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id="customer-note"
                value={note}
                maxLength={500}
                onChange={(e) => setDraft(e.target.value)}
              />
              <Button
                disabled={note === detail.note}
                onClick={() =>
                  void run('glzxUpdateCustomer', { id: detail.ID_, note }).then(
                    (ok) => ok && setDraft(null),
                  )
                }
              >
                {T.saveNote}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      </div>

      <Contacts
        detail={detail}
        save={(values) => run('glzxUpdateCustomer', { id: detail.ID_, ...values })}
      />

      <div className={styles.section}>
        <h3>{T.followUp}</h3>
        <Form<FollowUpForm>
          form={form}
          layout="vertical"
          initialValues={{ on: dayjs(), method: FOLLOW_UP_METHODS[0] }}
          onFinish={(values) => void addFollowUp(values)}
          data-testid="follow-up-form"
        >
          <Space size={16} wrap>
            <Form.Item
              name="on"
              label={T.on}
              rules={[{ required: true, message: '请选择跟进日期' }]}
            >
              <DatePicker allowClear={false} />
            </Form.Item>
            <Form.Item name="method" label={T.method} rules={[{ required: true }]}>
              <Select
                style={{ width: 140 }}
                options={FOLLOW_UP_METHODS.map((m) => ({ value: m, label: m }))}
              />
            </Form.Item>
            <Form.Item
              name="remindOn"
              label={T.remindOn}
              dependencies={['on']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value?: Dayjs) => {
                    const on = getFieldValue('on') as Dayjs | undefined;
                    return !value || !on || !value.isBefore(on, 'day')
                      ? Promise.resolve()
                      : Promise.reject(new Error('提醒日期不能早于跟进日期'));
                  },
                }),
              ]}
            >
              <DatePicker data-testid="follow-up-remind" />
            </Form.Item>
          </Space>
          <Form.Item
            name="content"
            label={T.content}
            rules={[{ required: true, whitespace: true, message: '请填写跟进内容' }]}
          >
            <Input.TextArea rows={3} maxLength={1000} showCount data-testid="follow-up-content" />
          </Form.Item>
          <Form.Item name="nextStep" label={T.nextStep}>
            <Input maxLength={200} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="follow-up-save">
            {T.save}
          </Button>
        </Form>
      </div>

      <div className={styles.section}>
        <h3>{T.followUps}</h3>
        {detail.followups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noFollowUps} />
        ) : (
          <Timeline
            className={styles.timeline}
            data-testid="follow-up-timeline"
            items={detail.followups.map((f) => ({
              key: f.ID_,
              children: (
                <div>
                  <Space size={8} wrap>
                    <strong>{f.on}</strong>
                    <Tag>{f.method}</Tag>
                    {f.remindon ? (
                      <span className={styles.followUpMeta}>
                        {T.remindOn}：{f.remindon}
                        {f.remindedat ? '（已完成）' : ''}
                      </span>
                    ) : null}
                    <Popconfirm
                      title="确定删除这条跟进记录？"
                      okText={T.confirm}
                      cancelText={T.cancel}
                      onConfirm={() => void run('glzxDeleteFollowUp', { id: f.ID_ })}
                    >
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                  <div>{f.content}</div>
                  {f.nextstep ? (
                    <div className={styles.followUpMeta}>
                      {T.nextStep}：{f.nextstep}
                    </div>
                  ) : null}
                </div>
              ),
            }))}
          />
        )}
      </div>

      <div className={styles.section}>
        <h3>{T.changes}</h3>
        {detail.changes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noChanges} />
        ) : (
          <Timeline
            items={detail.changes.map((c) => ({
              key: c.ID_,
              children: (
                <div>
                  <Space size={8}>
                    <strong>{c.on}</strong>
                    <Tag>{c.class_name}</Tag>
                  </Space>
                  <div>{c.item}</div>
                  <div className={styles.followUpMeta}>
                    {c.before || '-'} → {c.after || '-'}
                  </div>
                </div>
              ),
            }))}
          />
        )}
      </div>
    </div>
  );
}
