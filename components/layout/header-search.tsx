'use client';

import { usePathname } from 'next/navigation';
import { SuggestInput } from '@/components/search/suggest-input';

/** The header's compact search box; home and 找企业 have their own big one. */
export function HeaderSearch() {
  const pathname = usePathname();
  if (pathname === '/' || pathname === '/home' || pathname === '/qyhx') return null;
  return <SuggestInput width={220} placeholder="搜索企业" testId="header-search" />;
}
