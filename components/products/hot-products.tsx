'use client';

import { Skeleton } from 'antd';
import Link from 'next/link';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryError } from '@/components/layout/query-error';
import { useHotProducts } from '@/lib/client/use-products';
import { formatCount } from '@/lib/format';
import { productHref } from '@/lib/site/product-routes';
import styles from './products.module.css';

const HOT_COUNT = 20;

/** 热门产品: the catalogue's products with the most producers nationwide. */
export function HotProducts() {
  const hot = useHotProducts(HOT_COUNT);
  let body;
  if (hot.error) body = <QueryError error={hot.error} onRetry={() => void hot.mutate()} />;
  else if (!hot.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (hot.data.length === 0) body = <EmptyState text="暂无热门产品" />;
  else {
    body = (
      <ol className={styles.hot} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {hot.data.map((p) => (
          <li key={p.code}>
            <Link href={productHref(p.code)} className={styles.hotItem} data-testid="hot-product">
              <div className={styles.hotName}>{p.name}</div>
              <div className={styles.muted}>
                {p.category.name} · 生产企业 {formatCount(p.producercount)} 家
              </div>
            </Link>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className={styles.panel} aria-label="热门产品">
      <h2 className={styles.panelTitle}>热门产品</h2>
      {body}
    </section>
  );
}
