'use client';

import { Button, Skeleton, Tooltip } from 'antd';
import type { ChainRecord } from '@/lib/contract/chains';
import { formatCount } from '@/lib/format';
import { CHAIN_SCREEN_TEXT } from './messages';
import styles from './chains.module.css';

type Props = {
  chains: ChainRecord[] | undefined;
  value: string | null;
  onChange: (code: string) => void;
};

/** The chains as one row of buttons (all visible, one click), each with its size nationwide. */
export function ChainPicker({ chains, value, onChange }: Props) {
  if (!chains) {
    return (
      <div className={styles.chainOptions} aria-busy="true">
        <Skeleton.Button active size="small" style={{ width: 720 }} />
      </div>
    );
  }
  return (
    <div className={styles.chainOptions} role="group" aria-label={CHAIN_SCREEN_TEXT.chooseChain}>
      {chains.map((c) => (
        <Tooltip
          key={c.code}
          title={`${c.description}（${c.linkcount} 个环节，全国 ${formatCount(c.enterprisecount)} 家企业）`}
        >
          <Button
            type={c.code === value ? 'primary' : 'default'}
            aria-pressed={c.code === value}
            onClick={() => onChange(c.code)}
            data-testid="chain-option"
            data-code={c.code}
          >
            {c.name}
            <span className={styles.chainCount}>{formatCount(c.enterprisecount)}</span>
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
