import type { ReactNode } from 'react';
import { SiteChrome } from '@/app/site-chrome';

// (screens): the catch-all of the spec's screens and the pages about one enterprise, in the
// same chrome but without a loading boundary, so that an unknown path or enterprise is
// answered with a real 404 status before streaming.
export default function ScreensLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
