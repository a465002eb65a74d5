'use client';

import { Skeleton } from 'antd';
import styles from './chains.module.css';

/** The diagram's shape while the tree loads: three columns of groups. */
export function ChainSkeleton() {
  return (
    <div className={styles.diagram} aria-busy="true" data-testid="chain-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.column}>
          <Skeleton.Button active block style={{ height: 40 }} />
          <Skeleton active paragraph={{ rows: 5 }} />
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ))}
    </div>
  );
}
