'use client';

import { Alert, Button, Skeleton } from 'antd';
import { EmptyState } from '@/components/layout/empty-state';
import { useLeaders } from '@/lib/client/use-chains';
import { LeaderTable } from './leader-table';
import { CHAIN_SCREEN_TEXT } from './messages';
import styles from './chains.module.css';

type Props = {
  node: string;
  region: string;
  /** A gap link without local leaders leads on to the candidates elsewhere. */
  onCandidates?: () => void;
};

/** 龙头企业: the link's 链主/龙头 in the region, and the rule that made them so. */
export function LinkLeaders({ node, region, onCandidates }: Props) {
  const { data, error } = useLeaders({ node, region });
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div>
      <Alert
        className={styles.rule}
        type="info"
        showIcon
        title="龙头判定规则"
        description={data.extraData.rule}
        data-testid="leader-rule"
      />
      <LeaderTable
        rows={data.data}
        empty={
          <EmptyState text={CHAIN_SCREEN_TEXT.noLeaders}>
            {onCandidates && (
              <Button type="primary" onClick={onCandidates}>
                寻找外地候选
              </Button>
            )}
          </EmptyState>
        }
        testId="leaders-table"
        showRegion={data.extraData.region.level < 3}
      />
    </div>
  );
}
