'use client';

import { ConfigProvider } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import dynamic from 'next/dynamic';
import { useContext, useState, type ReactNode } from 'react';
import { deferredApi, type Waiter } from './deferred-app-api';

// antd's <App> with its message, notification and modal holders loaded on first use: the
// holders (rc-dialog, rc-notification, Modal, Skeleton...) are a chunk of their own instead of
// part of every page's first load (docs/decisions/010-public-page-weight.md). It renders the
// same root element (.ant-app and its styles) and feeds antd's own AppContext, so every
// App.useApp() keeps working; a call made before the holders are there waits for them.

const AppHolders = dynamic(() => import('./app-holders').then((m) => m.AppHolders), {
  ssr: false,
});

/**
 * App.useApp() without importing antd's App, which would bring the holders into the importer's
 * chunk: for the components that every page loads (the header, the login context).
 */
export function useAppApi(): useAppProps {
  return useContext(AppContext);
}

/** antd's <App> for the whole site, its holders loaded on the first message, notice or dialog. */
export function LazyApp({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [needed, setNeeded] = useState(false);
  // One deferred API for the provider's life: callers keep it in their hooks' dependencies.
  const [state] = useState(() => {
    let ready: useAppProps | undefined;
    const waiting: Waiter[] = [];
    const shared = {
      api: deferredApi((waiter) => {
        if (ready) return waiter(ready);
        waiting.push(waiter);
        setNeeded(true);
      }),
      onReady: (api: useAppProps) => {
        ready = api;
        for (const waiter of waiting.splice(0)) waiter(api);
      },
    };
    return shared;
  });
  return (
    <AppContext.Provider value={state.api}>
      <div className={`${hashId} ${prefixCls} ${cssVarCls}`}>
        {needed ? <AppHolders onReady={state.onReady} /> : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}
