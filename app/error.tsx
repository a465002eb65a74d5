'use client';

import { useEffect } from 'react';
import { LazyErrorView as ErrorView } from '@/components/layout/lazy-error-view';
import { ROUTE_ERROR_MESSAGE } from '@/components/layout/error-messages';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/client/chunk-reload';

type RouteError = Error & { digest?: string; statusCode?: number };

// Route errors show the error's statusCode, 500 when it has none.
export default function RouteErrorPage({ error, reset }: { error: RouteError; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return <ErrorView code={error.statusCode ?? 500} message={ROUTE_ERROR_MESSAGE} onRetry={reset} />;
}
