import type { ReactNode } from 'react';

// (bare): pages without the site chrome (QR confirmation on the phone, auto-login).
export default function BareLayout({ children }: { children: ReactNode }) {
  return <div style={{ minWidth: 0 }}>{children}</div>;
}
