'use client';

import dynamic from 'next/dynamic';

// The error and 404 boundaries are part of every page's first load; antd's Result (with its
// pictures) comes only when one of them shows (docs/decisions/010-public-page-weight.md).
export const LazyErrorView = dynamic(() => import('./error-view').then((m) => m.ErrorView));
