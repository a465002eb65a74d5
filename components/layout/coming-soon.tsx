'use client';

import { ClockCircleOutlined } from '@ant-design/icons';
import Link from 'next/link';
import styles from './coming-soon.module.css';

/** The product's coming-soon page: the screen exists, its function arrives in a later release. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <main className={styles.page} data-testid="coming-soon">
      <ClockCircleOutlined className={styles.icon} />
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.text}>该功能正在建设中，敬请期待。</p>
      <p className={styles.hint}>您可以先使用已开放的功能：</p>
      <div className={styles.links}>
        <Link href="/home">返回首页</Link>
        <Link href="/member">了解会员权益</Link>
      </div>
    </main>
  );
}
