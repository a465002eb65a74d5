import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import styles from './chains.module.css';

type Action = { label: string; onClick: () => void };

/**
 * What the screen says instead of a diagram when the URL names no chain, region or link it
 * knows (the API's 404 message), with the ways back.
 */
export function ChainProblem({
  text,
  actions,
  children,
}: {
  text: string;
  actions: Action[];
  children?: ReactNode;
}) {
  return (
    <section className={`${styles.card} ${styles.problem}`} data-testid="chain-problem">
      <EmptyState text={text}>
        <Space>
          {actions.map((a, i) => (
            <Button
              key={a.label}
              type={i === 0 ? 'primary' : 'default'}
              onClick={a.onClick}
              data-testid="chain-problem-action"
            >
              {a.label}
            </Button>
          ))}
        </Space>
        {children}
      </EmptyState>
    </section>
  );
}
