import type { ReactNode } from 'react';
import { SiteChrome } from '@/app/site-chrome';

// (site): pages with the header, footer and right bar, behind a loading overlay.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
