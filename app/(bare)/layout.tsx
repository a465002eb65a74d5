import type { ReactNode } from 'react';

// (bare): pages without the site chrome (QR confirmation on the phone, auto-login, the
// 在线咨询 frame). The class lifts the desktop minimum width (globals.css): these pages are
// shown on phones and in a 400 px frame.
export default function BareLayout({ children }: { children: ReactNode }) {
  return <div className="zsai-bare">{children}</div>;
}
