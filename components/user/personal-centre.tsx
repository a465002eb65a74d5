'use client';

import { UserOutlined } from '@ant-design/icons';
import {
  App,
  Avatar,
  Button,
  Descriptions,
  Form,
  Input,
  List,
  Popconfirm,
  Skeleton,
  Tabs,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import Link from 'next/link';
import useSWR from 'swr';
import { RankBadge } from '@/components/layout/header-user-area';
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import { SmsCodeField } from '@/components/auth/sms-code-field';
import { parseFileList } from '@/components/form/values';
import type { SessionRecord } from '@/lib/contract/portal';
import { USERNAME_PREFIX, type CurrentUser } from '@/lib/contract/auth';
import { BASE_PATH, DATE_FORMAT, DATE_TIME_FORMAT } from '@/lib/constants';
import { maskPhone } from '@/lib/format';
import { invokeScript, request } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { OrderList } from '@/components/member/order-list';
import { MatchmakingConversations } from '@/components/matchmaking/conversations';
import styles from './user-pages.module.css';

const METHOD_NAMES: Record<string, string> = {
  sms: '短信验证码',
  password: '帐号密码',
  qr: '扫码登录',
  auto: '免密登录',
  register: '注册后登录',
  remember: '自动登录',
};

function goHomeToLogIn() {
  // The sessions just ended: a full load drops this page's state with them.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${BASE_PATH}/home?login=1`);
}

/** A password form's submit: one call, then every session has ended, so log in again. */
function usePasswordSubmit<V>(call: (values: V) => Promise<{ message: string }>) {
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  async function submit(values: V) {
    if (saving) return;
    setSaving(true);
    try {
      const answer = await call(values);
      void message.success(answer.message);
      goHomeToLogIn();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }
  return { saving, submit };
}

function PasswordForm() {
  const [form] = Form.useForm<{ oldPassword: string; password1: string; password2: string }>();
  const { saving, submit } = usePasswordSubmit(
    (values: { oldPassword: string; password1: string }) =>
      invokeScript('dzxxChangePwd', {
        oldPassword: values.oldPassword,
        newPassword: values.password1,
      }),
  );
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 360 }}>
      <Form.Item
        name="oldPassword"
        label="原密码"
        rules={[{ required: true, message: '请输入原密码' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={saving}>
        修改密码
      </Button>
    </Form>
  );
}

/**
 * 设置密码: for users who only log in by SMS (no password to name) or who forgot theirs; the
 * code goes to the user's own phone, the only one the server accepts it for.
 */
function SmsPasswordForm({ phone }: { phone: string }) {
  const [form] = Form.useForm<{ phone: string; code: string; password1: string }>();
  const { saving, submit } = usePasswordSubmit((values: { code: string; password1: string }) =>
    request('/api-user/user/org/osUser/setPassword', {
      json: { code: values.code, password: values.password1 },
    }),
  );
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      initialValues={{ phone }}
      style={{ maxWidth: 360 }}
    >
      <p>验证码将发送至您的手机 {maskPhone(phone)}</p>
      <Form.Item name="phone" hidden>
        <Input />
      </Form.Item>
      <SmsCodeField form={form} phoneField="phone" />
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={saving}>
        设置密码
      </Button>
    </Form>
  );
}

/** 修改密码 with the current password, and 设置密码 with an SMS code (the only way without one). */
function PasswordSection({ user }: { user: CurrentUser }) {
  const sms = { key: 'sms', label: '设置密码', children: <SmsPasswordForm phone={user.phone} /> };
  return (
    <section className={styles.card}>
      <h2>登录密码</h2>
      {user.hasPassword ? (
        <Tabs
          items={[
            { key: 'change', label: '修改密码', children: <PasswordForm /> },
            { ...sms, label: '设置密码（短信验证码）' },
          ]}
        />
      ) : (
        <>
          <p>您尚未设置登录密码，设置后可使用帐号密码登录。</p>
          {sms.children}
        </>
      )}
    </section>
  );
}

function Sessions() {
  const { data, isLoading } = useSWR('my-sessions', async () => {
    return (await invokeScript<SessionRecord[]>('dzxxListSessions')).data;
  });
  const { message } = App.useApp();
  async function signOutAll() {
    try {
      const answer = await invokeScript('dzxxSignOutAll');
      void message.success(answer.message);
      goHomeToLogIn();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }
  if (isLoading) return <Skeleton active />;
  return (
    <>
      <List
        dataSource={data ?? []}
        renderItem={(s) => (
          <List.Item>
            <List.Item.Meta
              title={
                <>
                  {METHOD_NAMES[s.method] ?? s.method}
                  {s.current && (
                    <Tag color="blue" style={{ marginLeft: 8 }}>
                      当前设备
                    </Tag>
                  )}
                </>
              }
              description={`登录于 ${dayjs(s.createdAt).format(DATE_TIME_FORMAT)}，有效至 ${dayjs(s.expiresAt).format(DATE_TIME_FORMAT)}`}
            />
          </List.Item>
        )}
      />
      <Popconfirm
        title="确定退出全部设备？"
        description="包括当前设备在内的所有登录都将失效。"
        okText="退出"
        cancelText="取消"
        onConfirm={() => void signOutAll()}
      >
        <Button danger>退出全部设备</Button>
      </Popconfirm>
    </>
  );
}

/** /user/my_account: the user's profile, tier, region, password and sessions. */
export function PersonalCentre() {
  const { user } = useCurrentUser();
  const { permissions } = usePermissions(user?.userId);
  if (!user) return <Skeleton active className={styles.page} />;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>个人中心</h1>
      <section className={styles.card}>
        <h2 className={styles.cardHead}>
          基本信息
          <Link href="/user/profile_form">编辑资料</Link>
        </h2>
        <Descriptions column={2} bordered size="middle">
          <Descriptions.Item label="头像" span={2}>
            {/* The head image is the first file of the photo list (SPEC.md §3 headImg). */}
            <Avatar
              size={64}
              src={parseFileList(user.photo)[0]?.url}
              icon={<UserOutlined />}
              alt="头像"
            />
          </Descriptions.Item>
          <Descriptions.Item label="姓名">{user.fullname || '-'}</Descriptions.Item>
          <Descriptions.Item label="单位名称">{user.company || '-'}</Descriptions.Item>
          <Descriptions.Item label="用户名">
            {user.username.replace(USERNAME_PREFIX, '')}
          </Descriptions.Item>
          <Descriptions.Item label="手机号码">{maskPhone(user.phone)}</Descriptions.Item>
          <Descriptions.Item label="会员等级">
            {permissions.rankName || '-'} <RankBadge rank={user.rank} />
            {user.rankExpiresAt
              ? ` 有效期至 ${dayjs(user.rankExpiresAt).format(DATE_FORMAT)}`
              : null}
          </Descriptions.Item>
          <Descriptions.Item label="所在地区">{user.ssqy || '-'}</Descriptions.Item>
        </Descriptions>
      </section>
      <section className={styles.card} id="orders">
        <h2 className={styles.cardHead}>
          我的订单
          <Link href="/member">会员中心</Link>
        </h2>
        <OrderList />
      </section>
      <MatchmakingConversations />
      <PasswordSection user={user} />
      <section className={styles.card}>
        <h2>登录设备</h2>
        <Sessions />
      </section>
    </main>
  );
}
