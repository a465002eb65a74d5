'use client';

import { SuggestInput } from '@/components/search/suggest-input';

/** The home page's search entry: suggestions as you type, Enter opens 找企业 (after login). */
export function HomeSearch() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 40 }}>
      <SuggestInput size="large" width={720} testId="home-search" />
    </div>
  );
}
