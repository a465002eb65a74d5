import Link from 'next/link';
import { PRODUCT_TAGLINE, PRODUCT_TITLE } from '@/lib/constants';
import { HeaderUserArea } from './header-user-area';

/** The top bar: logo to home and the user area. Menus and notifications come with the shell. */
export function SiteHeader() {
  return (
    <header
      style={{
        height: 64,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 32px',
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
      }}
    >
      <Link
        href="/home"
        aria-label={`${PRODUCT_TITLE}首页`}
        style={{ display: 'flex', alignItems: 'baseline', gap: 12, textDecoration: 'none' }}
      >
        <span style={{ fontSize: 22, fontWeight: 700, color: '#1e6fff' }}>{PRODUCT_TITLE}</span>
        <span style={{ fontSize: 13, color: 'rgba(0,0,0,0.45)' }}>{PRODUCT_TAGLINE}</span>
      </Link>
      <HeaderUserArea />
    </header>
  );
}
