import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AuthUiProvider } from '@/components/auth/auth-context';
import { hasSessionCookie } from '@/lib/server/session';
import { siteConfig } from '@/lib/server/site-config';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { RightBar } from '@/components/layout/right-bar';
import { SiteConfigProvider } from '@/components/layout/site-config-context';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Header, footer and right bar around a page, with the site configuration. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  // Rendered per request: the site configuration is read at run time, not frozen at build.
  await connection();
  const [config, hasSession] = await Promise.all([siteConfig(), hasSessionCookie()]);
  return (
    <SiteConfigProvider config={config}>
      <AuthUiProvider hasSession={hasSession}>
        <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <SiteHeader />
          <OfflineNotice />
          <div style={{ flex: 1 }}>{children}</div>
          <SiteFooter config={config} />
          <RightBar />
        </div>
      </AuthUiProvider>
    </SiteConfigProvider>
  );
}
