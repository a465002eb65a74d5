import type { ReactNode } from 'react';
import { SiteChrome } from '@/app/site-chrome';

// (screens): the catch-all of the spec's screens, in the same chrome but without a loading
// boundary, so that an unknown path is answered with a real 404 status before streaming.
export default function ScreensLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
