'use client';

import { Skeleton } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryError } from '@/components/layout/query-error';
import { formatCount } from '@/lib/format';
import {
  productSearchQuery,
  readProductSearch,
  type ProductSearchState,
} from '@/lib/products/product-url';
import { useProductSearch } from '@/lib/client/use-products';
import { CategoryList } from './category-list';
import { HotProducts } from './hot-products';
import { ProductResults } from './product-results';
import { ProductSearchBox } from './product-search-box';
import styles from './products.module.css';
import frame from '@/components/layout/screen-frame.module.css';

/** 找产品: search the catalogue, browse its categories, start from the hot products. */
export function ProductSearchPage() {
  const router = useRouter();
  const pathname = usePathname();
  const state = readProductSearch(useSearchParams());
  const results = useProductSearch(state.keyword, state.pageIndex, state.pageSize);

  const go = (patch: Partial<ProductSearchState>) =>
    router.push(`${pathname}${productSearchQuery({ ...state, pageIndex: 1, ...patch })}`, {
      scroll: false,
    });

  let found = null;
  if (state.keyword) {
    if (results.error) {
      found = <QueryError error={results.error} onRetry={() => void results.mutate()} />;
    } else if (!results.data) {
      found = <Skeleton active paragraph={{ rows: 8 }} />;
    } else if (results.data.total === 0) {
      found = (
        <EmptyState text={`未找到与「${state.keyword}」相关的产品，可换个名称或拼音首字母试试`} />
      );
    } else {
      found = (
        <ProductResults
          rows={results.data.rows}
          total={results.data.total}
          loading={results.isValidating}
          pageIndex={state.pageIndex}
          pageSize={state.pageSize}
          onPage={(pageIndex, pageSize) => go({ pageIndex, pageSize })}
        />
      );
    }
  }

  return (
    <main className={frame.page} data-testid="product-search-page">
      <div className={frame.head}>
        <h1 className={frame.title}>找产品</h1>
      </div>
      <div className={styles.searchBar}>
        <ProductSearchBox
          key={state.keyword}
          defaultValue={state.keyword}
          onSearch={(keyword) => go({ keyword })}
        />
        <span className={styles.hint}>支持产品名称、拼音与首字母</span>
      </div>
      <div className={styles.layout}>
        <CategoryList />
        <div>
          {state.keyword ? (
            <section className={styles.panel} aria-label="搜索结果">
              <h2 className={styles.panelTitle} data-testid="product-result-total">
                {results.data
                  ? `「${state.keyword}」找到 ${formatCount(results.data.total)} 个产品`
                  : `「${state.keyword}」`}
              </h2>
              {found}
            </section>
          ) : null}
          <HotProducts />
        </div>
      </div>
    </main>
  );
}
