'use client';

import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { CurrentUser } from '@/lib/contract/auth';
import { PORTAL_MESSAGES, needsInfoCompletion } from '@/lib/contract/portal';
import { INFO_FIELD_MAX_LENGTH } from '@/lib/constants';
import { invokeScript } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';

type Values = { fullname: string; company: string };

const rules = [
  { required: true, whitespace: true, message: PORTAL_MESSAGES.required },
  { max: INFO_FIELD_MAX_LENGTH, message: PORTAL_MESSAGES.tooLong },
];

/** 完善信息: asks for the full name and company while either is missing (SPEC.md §5.3). */
export function InfoModal({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const { message } = App.useApp();
  const { mutate } = useCurrentUser();
  if (!needsInfoCompletion(user)) return null;

  async function submit() {
    if (submitting) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSubmitting(true);
    try {
      const answer = await invokeScript('dzxxSaveBcxx', values);
      void message.success(answer.message || PORTAL_MESSAGES.saved);
      await mutate();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open
      title="完善信息"
      closable={false}
      maskClosable={false}
      keyboard={false}
      okText="提交"
      cancelButtonProps={{ style: { display: 'none' } }}
      confirmLoading={submitting}
      onOk={() => void submit()}
    >
      <p style={{ color: 'rgba(0,0,0,0.55)' }}>
        请完善您的姓名与单位名称，以便为您提供更准确的服务。
      </p>
      <Form
        form={form}
        layout="vertical"
        validateTrigger="onChange"
        initialValues={{
          fullname: user.fullname === user.phone ? '' : user.fullname,
          company: user.company,
        }}
      >
        <Form.Item name="fullname" label="姓名" rules={rules}>
          <Input placeholder="请输入姓名" autoComplete="name" />
        </Form.Item>
        <Form.Item name="company" label="单位名称" rules={rules}>
          <Input placeholder="请输入单位名称" autoComplete="organization" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
