import styles from './header.module.css';

/** VIP or 试用 beside a user's name (header, personal centre). */
export function RankBadge({ rank }: { rank: number }) {
  if (rank === 2) return <span className={styles.rankVip}>VIP</span>;
  if (rank === 1) return <span className={styles.rankTrial}>试用</span>;
  return null;
}
