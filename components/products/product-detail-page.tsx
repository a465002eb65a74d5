'use client';

import { Breadcrumb, Skeleton, Space } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { AsOf } from '@/components/chains/as-of';
import { RegionPicker } from '@/components/chains/region-picker';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryError } from '@/components/layout/query-error';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import type { ProductDetail } from '@/lib/contract/products';
import { asOfText } from '@/lib/chains/figures';
import { formatCount } from '@/lib/format';
import { isMapProvince, provinceOf, type MapLevel } from '@/lib/map/regions';
import {
  productDetailQuery,
  readProductDetail,
  type ProductDetailState,
} from '@/lib/products/product-url';
import { ApiError } from '@/lib/client/request';
import { useDatasetKind } from '@/lib/client/use-chains';
import { useProduct, useProducers } from '@/lib/client/use-products';
import { categoryHref, PRODUCTS_PATH } from '@/lib/site/product-routes';
import { ProducerTable } from './producer-table';
import { ProductDistribution } from './product-distribution';
import { ProductNotFound } from './product-not-found';
import { ProductPatents } from './product-patents';
import { ProductLinks, RelatedProducts } from './product-relations';
import styles from './products.module.css';
import frame from '@/components/layout/screen-frame.module.css';

/** The map level of a producers' region: its province's map, or the country. */
function levelOf(region: string): { level: MapLevel; selected?: string } {
  if (!region || region === NATIONAL_REGION) return { level: 'country' };
  if (isMapProvince(region)) return { level: region };
  const province = provinceOf(region);
  return province ? { level: province, selected: region } : { level: 'country' };
}

/**
 * 产品详情: what the product is, where it sits in the chains, what it is made from and goes
 * into, who makes it (by evidence, filtered by region, paged), where they are, and patents.
 */
export function ProductDetailPage({ initial }: { initial?: ProductDetail }) {
  const router = useRouter();
  const pathname = usePathname();
  const state = readProductDetail(useSearchParams());
  const product = useProduct(state.product || null, initial);
  const region = state.region || NATIONAL_REGION;
  const producers = useProducers(
    state.product
      ? {
          product: state.product,
          region,
          pageIndex: state.pageIndex,
          pageSize: state.pageSize,
        }
      : null,
  );
  const demo = useDatasetKind() === 'demo';

  const go = (patch: Partial<ProductDetailState>) =>
    router.push(`${pathname}${productDetailQuery({ ...state, ...patch })}`, { scroll: false });
  const setRegion = (code: string | undefined) =>
    go({ region: code && code !== NATIONAL_REGION ? code : '', pageIndex: 1 });

  if (!state.product) return <ProductNotFound kind="product" />;
  if (product.error instanceof ApiError && product.error.status === 404) {
    return <ProductNotFound kind="product" />;
  }
  if (product.error) {
    return (
      <main className={frame.page}>
        <QueryError
          error={product.error}
          back={{ href: PRODUCTS_PATH, label: '返回找产品' }}
          onRetry={() => void product.mutate()}
        />
      </main>
    );
  }
  const p = product.data;
  if (!p) {
    return (
      <main className={frame.page} aria-busy="true" data-testid="product-loading">
        <div className={styles.header}>
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
        <div className={styles.panel}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </main>
    );
  }

  const aliases = p.keywords.filter((k) => k !== p.name);
  const map = levelOf(region);
  const producerRegion = producers.data?.extraData.region;

  return (
    <main className={frame.page} data-testid="product-detail">
      <header className={styles.header}>
        <Breadcrumb
          items={[
            { title: <Link href={PRODUCTS_PATH}>找产品</Link> },
            ...p.categorypath.map((c) => ({
              title: <Link href={categoryHref(c.code)}>{c.name}</Link>,
            })),
            { title: p.name },
          ]}
        />
        <h1 className={styles.headerName} data-testid="product-name">
          {p.name}
        </h1>
        <p className={styles.definition} data-testid="product-definition">
          {p.definition}
        </p>
        {aliases.length ? <p className={styles.muted}>又称：{aliases.join('、')}</p> : null}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>生产企业</dt>
            <dd>{formatCount(p.producercount)} 家</dd>
          </div>
          <div className={styles.fact}>
            <dt>其中确认</dt>
            <dd>{formatCount(p.confirmedcount)} 家</dd>
          </div>
          <div className={styles.fact}>
            <dt>所属产业链环节</dt>
            <dd>{formatCount(p.links.length)} 个</dd>
          </div>
        </dl>
        <div style={{ marginTop: 8 }}>
          <AsOf asof={p.asof} demo={demo} />
        </div>
      </header>

      <section className={styles.panel} aria-label="所属产业链环节">
        <h2 className={styles.panelTitle}>所属产业链环节</h2>
        <ProductLinks links={p.links} />
      </section>

      <div className={styles.two}>
        <section className={styles.panel} aria-label="上游投入">
          <h2 className={styles.panelTitle}>上游投入</h2>
          <RelatedProducts items={p.upstream} empty="暂无上游投入产品" testId="upstream-products" />
        </section>
        <section className={styles.panel} aria-label="下游应用">
          <h2 className={styles.panelTitle}>下游应用</h2>
          <RelatedProducts
            items={p.downstream}
            empty="暂无下游应用产品"
            testId="downstream-products"
          />
        </section>
      </div>

      <section className={styles.panel} aria-label="生产企业" data-testid="producers">
        <div className={styles.toolbar}>
          <h2 className={styles.panelTitle} style={{ margin: 0 }}>
            生产企业
            {producers.data ? (
              <span className={styles.muted} style={{ marginLeft: 8, fontWeight: 400 }}>
                {producerRegion?.name ?? ''} {formatCount(producers.data.extraData.totalCount)}{' '}
                家，按证据强度排序
              </span>
            ) : null}
          </h2>
          <Space>
            <span className={styles.muted}>地区</span>
            <RegionPicker value={region} onChange={(code) => setRegion(code)} />
          </Space>
        </div>
        {producers.error ? (
          <QueryError
            error={producers.error}
            back={{
              href: `${pathname}${productDetailQuery({ ...state, region: '', pageIndex: 1 })}`,
              label: '查看全国',
            }}
            onRetry={() => void producers.mutate()}
          />
        ) : !producers.data ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : producers.data.extraData.totalCount === 0 ? (
          <EmptyState text={`${producerRegion?.name ?? '该地区'}暂无${p.name}生产企业`} />
        ) : (
          <ProducerTable
            rows={producers.data.data}
            total={producers.data.extraData.totalCount}
            loading={producers.isValidating}
            pageIndex={state.pageIndex}
            pageSize={state.pageSize}
            onPage={(pageIndex, pageSize) => go({ pageIndex, pageSize })}
          />
        )}
      </section>

      <section className={styles.panel} aria-label="地区分布">
        <h2 className={styles.panelTitle}>地区分布</h2>
        <ProductDistribution
          product={p.code}
          name={p.name}
          level={map.level}
          selected={map.selected}
          subtitle={[asOfText(p.asof), demo ? '演示数据' : ''].filter(Boolean).join(' · ')}
          onRegion={setRegion}
        />
      </section>

      <section className={styles.panel} aria-label="相关专利">
        <h2 className={styles.panelTitle}>相关专利</h2>
        <ProductPatents
          product={p.code}
          page={state.patentPage}
          onPage={(patentPage) => go({ patentPage })}
        />
      </section>
    </main>
  );
}
