'use client';

import { Tag, Tooltip } from 'antd';
import Link from 'next/link';
import type { ProductDetail } from '@/lib/contract/products';
import { EmptyState } from '@/components/layout/empty-state';
import { chainLinkHref, productHref } from '@/lib/site/product-routes';
import styles from './products.module.css';

// Where a product sits: the chain links it is made on (to the chain diagram), the products it
// is made from and the products it goes into (to their details), by the chains' order.

export function ProductLinks({ links }: { links: ProductDetail['links'] }) {
  if (links.length === 0) return <EmptyState text="暂未关联产业链环节" />;
  const chains = new Map<
    string,
    { name: string; nodes: ProductDetail['links'][number]['node'][] }
  >();
  for (const l of links) {
    const group = chains.get(l.chain.code) ?? { name: l.chain.name, nodes: [] };
    group.nodes.push(l.node);
    chains.set(l.chain.code, group);
  }
  return (
    <div data-testid="product-links">
      {[...chains].map(([code, group]) => (
        <div key={code} className={styles.chainGroup}>
          <Link href={chainLinkHref(code)} style={{ fontWeight: 600 }}>
            {group.name}
          </Link>
          <span aria-hidden="true">›</span>
          {group.nodes.map((n) => (
            <Link key={n.code} href={chainLinkHref(code, n.code)} data-testid="product-chain-link">
              <Tag color="blue" style={{ color: '#0958d9', cursor: 'pointer' }}>
                {n.stage} · {n.name}
              </Tag>
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}

export function RelatedProducts({
  items,
  empty,
  testId,
}: {
  items: ProductDetail['upstream'];
  empty: string;
  testId: string;
}) {
  if (items.length === 0) return <EmptyState text={empty} />;
  return (
    <div className={styles.relations} data-testid={testId}>
      {items.map((p) => (
        <Tooltip key={p.code} title={`所在产业链：${p.chains.join('、')}`}>
          <Link href={productHref(p.code)} data-testid="related-product">
            <Tag style={{ cursor: 'pointer', fontSize: 13, padding: '2px 8px' }}>{p.name}</Tag>
          </Link>
        </Tooltip>
      ))}
    </div>
  );
}
