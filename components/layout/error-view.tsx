'use client';

import Link from 'next/link';
import { Button, Result, Space } from 'antd';
import { BACK_HOME, RETRY } from './error-messages';

type Props = { code: number; message: string; onRetry?: () => void };

/** The body of the 404 and route-error pages: code, message, a way home. */
export function ErrorView({ code, message, onRetry }: Props) {
  const status = code === 404 || code === 403 ? code : code >= 500 ? 500 : 'warning';
  return (
    <main
      style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Result
        status={status}
        title={String(code)}
        subTitle={message}
        extra={
          <Space>
            <Link href="/home">
              <Button type="primary">{BACK_HOME}</Button>
            </Link>
            {onRetry ? <Button onClick={onRetry}>{RETRY}</Button> : null}
          </Space>
        }
      />
    </main>
  );
}
