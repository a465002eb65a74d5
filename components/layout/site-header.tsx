import Link from 'next/link';
import { PRODUCT_TAGLINE, PRODUCT_TITLE } from '@/lib/constants';
import { HeaderMenu } from './header-menu';
import { HeaderSearch } from './header-search';
import { HeaderUserArea } from './header-user-area';
import styles from './header.module.css';

/** The top bar (SPEC.md §2.4): logo to home, the server's menus, and the user's side. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <Link
        href="/home"
        aria-label={`${PRODUCT_TITLE}首页`}
        title={PRODUCT_TAGLINE}
        className={styles.logo}
      >
        <span className={styles.logoTitle}>{PRODUCT_TITLE}</span>
      </Link>
      <HeaderMenu />
      <HeaderSearch />
      <HeaderUserArea />
    </header>
  );
}
