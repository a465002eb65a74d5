import { PRODUCT_TITLE } from '@/lib/constants';

/** The footer; contact block, QR codes and filing lines come with the shell. */
export function SiteFooter() {
  return (
    <footer
      style={{
        padding: '24px 32px',
        textAlign: 'center',
        color: 'rgba(255,255,255,0.65)',
        background: '#1c2434',
      }}
    >
      Copyright © {new Date().getFullYear()} {PRODUCT_TITLE} 版权所有
    </footer>
  );
}
