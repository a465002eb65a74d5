'use client';

import { Button, Result, Space } from 'antd';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { PRODUCT_TITLE } from '@/lib/constants';
import { PRODUCT_MESSAGES } from '@/lib/contract/products';
import { PRODUCTS_PATH } from '@/lib/site/product-routes';
import { BACK_HOME } from '@/components/layout/error-messages';

export const BACK_TO_PRODUCTS = '返回找产品';

const TEXT = {
  product: {
    title: PRODUCT_MESSAGES.noSuchProduct,
    none: '未指定产品',
    hint: '链接中的产品代码有误，或该产品已不在产品目录中',
  },
  category: {
    title: PRODUCT_MESSAGES.noSuchCategory,
    none: '未指定产品分类',
    hint: '链接中的分类代码有误，或该分类已不在产品目录中',
  },
} as const;

/**
 * A product or category page whose code names nothing (the API's 404 message), or that came
 * without a code: say so and offer the ways back. The code is the URL's (?product=, ?category=).
 */
export function ProductNotFound({ kind }: { kind: 'product' | 'category' }) {
  const code = useSearchParams().get(kind)?.trim() || undefined;
  const title = code ? TEXT[kind].title(code) : TEXT[kind].none;
  return (
    <main data-testid="product-not-found" style={{ padding: '48px 0' }}>
      {/* A nested not-found page has no metadata of its own; React hoists this title. */}
      <title>{`${title} - ${PRODUCT_TITLE}`}</title>
      <Result
        status={code ? '404' : 'info'}
        title={title}
        subTitle={code ? TEXT[kind].hint : '请从找产品中搜索或选择'}
        extra={
          <Space>
            <Link href={PRODUCTS_PATH}>
              <Button type="primary">{BACK_TO_PRODUCTS}</Button>
            </Link>
            <Link href="/home">
              <Button>{BACK_HOME}</Button>
            </Link>
          </Space>
        }
      />
    </main>
  );
}
