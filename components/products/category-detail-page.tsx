'use client';

import { Breadcrumb, Skeleton, Table } from 'antd';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryError } from '@/components/layout/query-error';
import type { CategoryDetail } from '@/lib/contract/products';
import { formatCount } from '@/lib/format';
import { ApiError } from '@/lib/client/request';
import { useCategory } from '@/lib/client/use-products';
import { categoryHref, productHref, PRODUCTS_PATH } from '@/lib/site/product-routes';
import { ProductNotFound } from './product-not-found';
import styles from './products.module.css';
import frame from '@/components/layout/screen-frame.module.css';

type ProductRow = CategoryDetail['products'][number];

/** 产品分类详情: a category's path, its sub-categories and its products, with their counts. */
export function CategoryDetailPage({ initial }: { initial?: CategoryDetail }) {
  const code = useSearchParams().get('category')?.trim() || null;
  const category = useCategory(code, initial);

  if (!code) return <ProductNotFound kind="category" />;
  if (category.error instanceof ApiError && category.error.status === 404) {
    return <ProductNotFound kind="category" />;
  }
  if (category.error) {
    return (
      <main className={frame.page}>
        <QueryError
          error={category.error}
          back={{ href: PRODUCTS_PATH, label: '返回找产品' }}
          onRetry={() => void category.mutate()}
        />
      </main>
    );
  }
  const c = category.data;
  if (!c) {
    return (
      <main className={frame.page} aria-busy="true" data-testid="category-loading">
        <div className={styles.header}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
        <div className={styles.panel}>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </main>
    );
  }
  return (
    <main className={frame.page} data-testid="category-detail">
      <header className={styles.header}>
        <Breadcrumb
          items={[
            { title: <Link href={PRODUCTS_PATH}>找产品</Link> },
            ...c.path.map((p, i) => ({
              title:
                i === c.path.length - 1 ? (
                  p.name
                ) : (
                  <Link href={categoryHref(p.code)}>{p.name}</Link>
                ),
            })),
          ]}
        />
        <h1 className={styles.headerName} data-testid="category-name">
          {c.name}
        </h1>
        <p className={styles.muted} data-testid="category-counts">
          {c.subcategories.length ? `${c.subcategories.length} 个子分类，共 ` : ''}
          {formatCount(
            c.products.length + c.subcategories.reduce((n, s) => n + s.productcount, 0),
          )}{' '}
          个产品
        </p>
      </header>

      {c.subcategories.length ? (
        <section className={styles.panel} aria-label="子分类">
          <h2 className={styles.panelTitle}>子分类</h2>
          <ul className={styles.hot} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {c.subcategories.map((s) => (
              <li key={s.code}>
                <Link
                  href={categoryHref(s.code)}
                  className={styles.hotItem}
                  data-testid="subcategory"
                >
                  <div className={styles.hotName}>{s.name}</div>
                  <div className={styles.muted}>{formatCount(s.productcount)} 个产品</div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* A parent's products are in its sub-categories: no empty list below them. */}
      {c.products.length === 0 && c.subcategories.length ? null : (
        <section className={styles.panel} aria-label="产品">
          <h2 className={styles.panelTitle}>产品</h2>
          {c.products.length === 0 ? (
            <EmptyState text="该分类暂无产品" />
          ) : (
            <Table<ProductRow>
              rowKey="code"
              dataSource={c.products}
              data-testid="category-products"
              pagination={c.products.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              columns={[
                {
                  title: '产品',
                  key: 'name',
                  render: (_, p) => (
                    <div>
                      <Link href={productHref(p.code)} className={styles.nameLink}>
                        {p.name}
                      </Link>
                      <p className={styles.definition}>{p.definition}</p>
                    </div>
                  ),
                },
                {
                  title: '生产企业',
                  dataIndex: 'producercount',
                  width: 140,
                  align: 'right',
                  render: (n: number) => `${formatCount(n)} 家`,
                },
              ]}
            />
          )}
        </section>
      )}
    </main>
  );
}
