import type { ReactNode } from 'react';
import { SiteChrome } from '@/app/site-chrome';

// (screens): the catch-all of the spec's screens, the pages about one enterprise and the public
// pages (home, gywm), in the same chrome but without a loading boundary: an unknown path or
// enterprise is answered with a real 404 status before streaming, and a public page's first
// paint is its content, not the loading overlay swapped for it later (a layout shift and
// React's 300 ms reveal delay on LCP; docs/decisions/010-public-page-weight.md).
export default function ScreensLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
