'use client';

import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { LOCALE, TOOLTIP_MAX_WIDTH } from '@/lib/constants';
import { EmptyState } from './empty-state';
import { LazyApp } from './lazy-app';
import { theme } from './theme';

dayjs.locale(LOCALE);

/** antd in Chinese with the product theme, for every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      tooltip={{ styles: { root: { maxWidth: TOOLTIP_MAX_WIDTH } } }}
      renderEmpty={() => <EmptyState />}
    >
      <LazyApp>{children}</LazyApp>
    </ConfigProvider>
  );
}
