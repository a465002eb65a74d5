'use client';

import { CheckCircleFilled } from '@ant-design/icons';
import { App, Button, Result, Skeleton, Tag } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAuthUi } from '@/components/auth/auth-context';
import type { HomeVersion } from '@/lib/contract/commerce';
import { saveHomeVersion } from '@/lib/client/use-commerce';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import styles from './version-switch.module.css';

const VERSIONS: { value: HomeVersion; name: string; text: string; first: string }[] = [
  {
    value: 'standard',
    name: '标准版',
    text: '面向招商与产业研究：首页先展示企业查询、产业链与产业情报。',
    first: '找企业 · 产业链 · 产业情报',
  },
  {
    value: 'finance',
    name: '金融版',
    text: '面向银行客户经理：首页与应用菜单先展示融资商机、存款商机、潜客筛查与客户管理。',
    first: '金融服务 · 找客户 · 找商机 · 供应链分析',
  },
];

/** /home/switch: 版本切换, saved per user; 金融版 needs bt-gylfx, as the header's link does. */
export function VersionSwitch() {
  const { user, mutate, isLoading: userLoading } = useCurrentUser();
  const { requireLogin } = useAuthUi();
  const { permissions, isLoading } = usePermissions(user?.userId);
  const router = useRouter();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<HomeVersion | null>(null);
  if (!user && !userLoading) {
    return (
      <Result
        status="info"
        title="登录后可切换首页版本"
        extra={
          <Button type="primary" onClick={() => requireLogin('/home/switch')}>
            登录
          </Button>
        }
      />
    );
  }
  if (!user || isLoading) return <Skeleton active className={styles.page} />;
  const financeAllowed = permissions.buttons.has('bt-gylfx');

  const choose = async (version: HomeVersion) => {
    setBusy(version);
    try {
      message.success(await saveHomeVersion(version));
      await mutate();
      router.push('/home');
    } catch (e) {
      message.error(e instanceof Error ? e.message : '切换失败，请稍后重试');
    } finally {
      setBusy(null);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>版本切换</h1>
      <p className={styles.lead}>选择您的首页版本，随时可以切换回来。</p>
      <div className={styles.cards}>
        {VERSIONS.map((v) => {
          const current = user.homeVersion === v.value;
          const locked = v.value === 'finance' && !financeAllowed;
          return (
            <section key={v.value} className={styles.card} data-testid={`version-${v.value}`}>
              <h2>
                {v.name}
                {current ? (
                  <Tag color="blue" icon={<CheckCircleFilled />}>
                    当前版本
                  </Tag>
                ) : null}
              </h2>
              <p>{v.text}</p>
              <p className={styles.first}>优先展示：{v.first}</p>
              {locked ? (
                <p className={styles.locked}>
                  当前账号未开通金融版，<Link href="/member">升级会员</Link>后可用
                </p>
              ) : (
                <Button
                  type={current ? 'default' : 'primary'}
                  disabled={current || busy !== null}
                  loading={busy === v.value}
                  onClick={() => void choose(v.value)}
                >
                  {current ? '正在使用' : `切换到${v.name}`}
                </Button>
              )}
            </section>
          );
        })}
      </div>
    </main>
  );
}
