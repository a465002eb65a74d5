'use client';

import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { customQuery } from '@/lib/client/request';

// 关注 / 取消关注: a followed enterprise's changes become the user's dynamics, so the bell is
// asked again after every change.

export function FollowButton({ enterpriseId }: { enterpriseId: number }) {
  const { message } = App.useApp();
  const { mutate: mutateGlobal } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const { data: followed, mutate } = useSWR(['dzxxIsFollow', enterpriseId], async () => {
    const answer = await customQuery<{ followed: number }[]>('dzxxIsFollow', {
      qyid: enterpriseId,
    });
    return answer.data[0]?.followed === 1;
  });

  async function toggle() {
    setBusy(true);
    try {
      const answer = await customQuery(followed ? 'dzxxUnfollow' : 'dzxxFollow', {
        qyid: enterpriseId,
      });
      await mutate(!followed, { revalidate: false });
      void message.success(answer.message);
      await mutateGlobal((key) => Array.isArray(key) && key[0] === 'dynamics-unread');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      type={followed ? 'default' : 'primary'}
      icon={followed ? <HeartFilled /> : <HeartOutlined />}
      loading={busy || followed === undefined}
      onClick={() => void toggle()}
      data-testid="follow-button"
    >
      {followed ? '已关注' : '关注'}
    </Button>
  );
}
