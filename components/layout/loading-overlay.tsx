'use client';

import { Spin } from 'antd';

export const LOADING_TEXT = '加载中...';

/** Full-page overlay for route transitions and long loads. */
export function LoadingOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        background: 'rgba(255, 255, 255, 0.75)',
      }}
    >
      <Spin size="large" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}
