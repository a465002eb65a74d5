import type { ReactNode } from 'react';
import styles from './screen-frame.module.css';

/**
 * The frame of a data screen: 1400 px centred with the page's margins. A screen whose own
 * component has no frame sits in this one, so no screen starts at the window's edge.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  return <main className={styles.page}>{children}</main>;
}
