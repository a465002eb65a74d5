import { Tag } from 'antd';
import { asOfText } from '@/lib/chains/figures';
import styles from './chains.module.css';

/** Every figure's date, and 演示数据 when the enterprises are the generated demo set. */
export function AsOf({ asof, demo }: { asof: string | null; demo: boolean }) {
  return (
    <span className={styles.asOf} data-testid="chain-asof">
      {asOfText(asof)}
      {demo && (
        <Tag className={styles.demoTag} data-testid="demo-data-tag">
          演示数据
        </Tag>
      )}
    </span>
  );
}
