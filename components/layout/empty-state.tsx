import type { ReactNode } from 'react';

// The 'nothing here' picture (SPEC.md §2.7), used by every empty list through antd's
// renderEmpty and directly where a page has nothing to show.

function NothingHerePicture() {
  return (
    <svg width="160" height="112" viewBox="0 0 160 112" aria-hidden="true">
      <ellipse cx="80" cy="100" rx="64" ry="8" fill="#eef2f8" />
      <rect
        x="38"
        y="26"
        width="84"
        height="64"
        rx="8"
        fill="#f5f8fd"
        stroke="#d5deec"
        strokeWidth="2"
      />
      <path d="M38 46h84" stroke="#d5deec" strokeWidth="2" />
      <circle cx="50" cy="36" r="3" fill="#c3cfe2" />
      <circle cx="60" cy="36" r="3" fill="#c3cfe2" />
      <circle cx="70" cy="36" r="3" fill="#c3cfe2" />
      <rect x="54" y="58" width="52" height="6" rx="3" fill="#dde5f1" />
      <rect x="64" y="72" width="32" height="6" rx="3" fill="#dde5f1" />
      <circle cx="118" cy="24" r="14" fill="#fff" stroke="#9db6e0" strokeWidth="3" />
      <path d="M128 34l10 10" stroke="#9db6e0" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({
  text = '暂无数据',
  children,
}: {
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid="empty-state"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 8,
        padding: 24,
      }}
    >
      <NothingHerePicture />
      <span style={{ color: 'rgba(0,0,0,0.6)', fontSize: 14 }}>{text}</span>
      {children}
    </div>
  );
}
