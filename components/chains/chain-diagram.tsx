'use client';

import type { ChainNodeRecord } from '@/lib/contract/chains';
import { diagramColumns, type Highlight } from '@/lib/chains/diagram';
import { formatCount } from '@/lib/format';
import { ChainLink } from './chain-link';
import { CHAIN_SCREEN_TEXT } from './messages';
import styles from './chains.module.css';

type Props = {
  stages: ChainNodeRecord[];
  selected: string | null;
  highlight: Highlight;
  nationwide: boolean;
  onOpen: (code: string) => void;
};

/**
 * The chain as 上游 → 中游 → 下游 columns: each segment a group (its title opens the segment's
 * panel) with its links as buttons, sub-links nested. Tab reaches every link in reading order.
 */
export function ChainDiagram({ stages, selected, highlight, nationwide, onOpen }: Props) {
  const columns = diagramColumns(stages);
  return (
    <section aria-label="产业链图谱" data-testid="chain-diagram">
      <div className={styles.diagram}>
        {columns.map((column) => (
          <div
            key={column.node.code}
            className={styles.column}
            data-testid="chain-stage"
            data-stage={column.node.stage}
          >
            <div className={styles.stageHead}>
              <h3 className={styles.stageName}>{column.node.name}</h3>
              <span>
                {CHAIN_SCREEN_TEXT.enterprises(formatCount(column.node.figures.enterprisecount))}
              </span>
            </div>
            {column.segments.map((segment) => (
              <section
                key={segment.node.code}
                className={styles.segment}
                aria-label={segment.node.name}
                data-testid="chain-segment"
                data-code={segment.node.code}
              >
                <button
                  type="button"
                  className={styles.segmentHead}
                  onClick={() => onOpen(segment.node.code)}
                  aria-pressed={selected === segment.node.code}
                  aria-label={`${segment.node.name}（环节组），${formatCount(segment.node.figures.enterprisecount)}家企业`}
                >
                  <span className={styles.segmentName}>{segment.node.name}</span>
                  <span className={styles.segmentCount}>
                    {CHAIN_SCREEN_TEXT.enterprises(
                      formatCount(segment.node.figures.enterprisecount),
                    )}
                  </span>
                </button>
                <div
                  className={`${styles.links} ${segment.gridColumns === 2 ? styles.links2 : ''}`}
                >
                  {segment.links.map((link) => (
                    <ChainLink
                      key={link.node.code}
                      link={link}
                      selected={selected}
                      highlight={highlight}
                      nationwide={nationwide}
                      onOpen={onOpen}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        ))}
      </div>
      <p className={styles.hint}>{CHAIN_SCREEN_TEXT.openLinkHint}</p>
    </section>
  );
}
