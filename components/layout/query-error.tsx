'use client';

import { Button, Result, Space } from 'antd';
import Link from 'next/link';
import { ApiError } from '@/lib/client/request';
import { EmptyState } from './empty-state';
import { RETRY } from './error-messages';
import { NoPermission } from './screen-gate';

// What a screen shows when one of its calls failed, by the API's answer: a 404 (an unknown
// chain, region, product …) names what is missing and offers a way back; a 403 the upgrade;
// anything else its message and a retry.

export type WayBack = { href: string; label: string };

export function QueryError({
  error,
  back,
  onRetry,
  testId = 'query-error',
}: {
  error: unknown;
  back?: WayBack;
  onRetry?: () => void;
  testId?: string;
}) {
  const message = error instanceof Error ? error.message : String(error);
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return <NoPermission message={message} />;
  if (status === 404) {
    return (
      <div data-testid={testId} data-status="404">
        <Result
          status="404"
          title={message}
          extra={
            back ? (
              <Link href={back.href}>
                <Button type="primary">{back.label}</Button>
              </Link>
            ) : undefined
          }
        />
      </div>
    );
  }
  return (
    <div data-testid={testId} data-status={status || undefined}>
      <EmptyState text={message}>
        <Space>
          {back ? (
            <Link href={back.href}>
              <Button>{back.label}</Button>
            </Link>
          ) : null}
          {onRetry ? <Button onClick={onRetry}>{RETRY}</Button> : null}
        </Space>
      </EmptyState>
    </div>
  );
}
