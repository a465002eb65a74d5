import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import NextTopLoader from 'nextjs-toploader';
import { AppProviders } from '@/components/layout/app-providers';
import { theme } from '@/components/layout/theme';
import {
  LAYOUT_MIN_WIDTH,
  PRODUCT_TAGLINE,
  PRODUCT_TITLE,
  SITE_HEADER_HEIGHT,
} from '@/lib/constants';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${PRODUCT_TITLE} - ${PRODUCT_TAGLINE}`, template: `%s - ${PRODUCT_TITLE}` },
  description: `${PRODUCT_TITLE}，${PRODUCT_TAGLINE}：找客户、找商机、找产品，企业与产业链查询，产业情报，供应链分析与金融服务线索。`,
};

const bodyStyle = {
  '--zsai-layout-min-width': `${LAYOUT_MIN_WIDTH}px`,
  '--zsai-header-height': `${SITE_HEADER_HEIGHT}px`,
} as CSSProperties;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body style={bodyStyle}>
        <NextTopLoader color={theme.token?.colorPrimary} height={2} showSpinner={false} />
        <AntdRegistry>
          <AppProviders>{children}</AppProviders>
        </AntdRegistry>
      </body>
    </html>
  );
}
