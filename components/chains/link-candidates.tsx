'use client';

import { Alert, Skeleton } from 'antd';
import { EmptyState } from '@/components/layout/empty-state';
import type { GapDecision } from '@/lib/contract/chains';
import { useCandidates } from '@/lib/client/use-chains';
import { LeaderTable } from './leader-table';
import { CHAIN_SCREEN_TEXT } from './messages';
import styles from './chains.module.css';

type Props = { node: string; region: string; regionName: string; gap: GapDecision | null };

/**
 * 寻找外地候选: for a gap link, its strongest enterprises outside the region, to approach
 * for investment; the rule of the choice above them.
 */
export function LinkCandidates({ node, region, regionName, gap }: Props) {
  const { data, error } = useCandidates({ node, region });
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div>
      <Alert
        className={styles.rule}
        type="info"
        showIcon
        title={`${regionName}以外的候选企业${gap?.label ? `（本环节为${gap.label}）` : ''}`}
        description={data.extraData.rule}
        data-testid="candidates-rule"
      />
      <LeaderTable
        rows={data.data}
        empty={<EmptyState text={CHAIN_SCREEN_TEXT.noCandidates} />}
        testId="candidates-table"
        orderTitle="序号"
      />
    </div>
  );
}
