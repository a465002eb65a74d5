import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AuthUiProvider } from '@/components/auth/auth-context';
import { OfflineNotice } from '@/components/layout/offline-notice';

// (site): pages with the header, footer and (later) the right bar.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <AuthUiProvider>
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SiteHeader />
        <OfflineNotice />
        <div style={{ flex: 1 }}>{children}</div>
        <SiteFooter />
      </div>
    </AuthUiProvider>
  );
}
