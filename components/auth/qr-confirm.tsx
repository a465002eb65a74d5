'use client';

import { Button, Result, Space, Spin } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { QR_MESSAGES } from '@/lib/contract/auth';
import { ApiError, request } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { QR_TEXT } from './messages';

type Outcome = { ok: boolean; text: string };

/** The phone side of QR login: confirm or reject, as the logged-in user. */
export function QrConfirm({ kid }: { kid: string }) {
  const { user, isLoading } = useCurrentUser();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  async function answer(approve: boolean) {
    setBusy(true);
    try {
      await request('/api-weixin/weixin/xcx/confirm', { json: { kid, approve } });
      setOutcome({ ok: approve, text: approve ? QR_TEXT.done : QR_TEXT.rejected });
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof ApiError ? error.message : QR_MESSAGES.expired,
      });
    } finally {
      setBusy(false);
    }
  }

  if (isLoading) return <Spin style={{ display: 'block', marginTop: '30vh' }} />;
  if (!user) {
    const from = encodeURIComponent(`/m/qr?kid=${kid}`);
    return (
      <Result
        status="info"
        title={QR_TEXT.needLogin}
        extra={
          <Link href={`/home?login=1&from=${from}`}>
            <Button type="primary">{QR_TEXT.goLogin}</Button>
          </Link>
        }
      />
    );
  }
  if (outcome) return <Result status={outcome.ok ? 'success' : 'warning'} title={outcome.text} />;
  return (
    <Result
      status="info"
      title={QR_TEXT.confirmTitle}
      subTitle={user.fullname}
      extra={
        <Space orientation="vertical" style={{ width: 240 }}>
          <Button type="primary" block loading={busy} onClick={() => void answer(true)}>
            {QR_TEXT.confirm}
          </Button>
          <Button block disabled={busy} onClick={() => void answer(false)}>
            {QR_TEXT.reject}
          </Button>
        </Space>
      }
    />
  );
}
