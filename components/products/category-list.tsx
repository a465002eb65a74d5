'use client';

import { Skeleton } from 'antd';
import Link from 'next/link';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryError } from '@/components/layout/query-error';
import { useCategoryTree } from '@/lib/client/use-products';
import { formatCount } from '@/lib/format';
import { categoryHref } from '@/lib/site/product-routes';
import styles from './products.module.css';

/** 产品分类: the top categories with their sub-categories, each with its product count. */
export function CategoryList() {
  const tree = useCategoryTree();
  let body;
  if (tree.error) body = <QueryError error={tree.error} onRetry={() => void tree.mutate()} />;
  else if (!tree.data) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (tree.data.length === 0) body = <EmptyState text="暂无产品分类" />;
  else {
    body = (
      <ul className={styles.categories} data-testid="category-tree">
        {tree.data.map((c) => (
          <li key={c.code}>
            <Link href={categoryHref(c.code)} data-testid="category-link">
              {c.name}
            </Link>
            <span className={styles.count}>（{formatCount(c.productcount)}）</span>
            {c.children.length ? (
              <ul className={styles.subcategories}>
                {c.children.map((s) => (
                  <li key={s.code}>
                    <Link href={categoryHref(s.code)}>{s.name}</Link>
                    <span className={styles.count}>{formatCount(s.productcount)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <nav className={styles.panel} aria-label="产品分类">
      <h2 className={styles.panelTitle}>产品分类</h2>
      {body}
    </nav>
  );
}
