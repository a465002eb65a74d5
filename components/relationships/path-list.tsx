'use client';

import { Tag } from 'antd';
import type { RelationshipAnswer, RelationshipPath } from '@/lib/contract/relationships';
import { formatCount } from '@/lib/format';
import { pairName, pathsByPair } from '@/lib/relationships/highlight';
import { provenance } from '@/components/enterprise/format';
import { EmptyState } from '@/components/layout/empty-state';
import { ZGX_TEXT as T } from './messages';
import styles from './relationships.module.css';

function PathItem({
  path,
  rank,
  selected,
  onSelect,
}: {
  path: RelationshipPath;
  rank: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const sources = path.steps.map((s) => provenance(s.source, s.asof));
  return (
    <li
      className={`${styles.path} ${selected ? styles.pathSelected : ''}`}
      data-testid="path-item"
      data-path-id={path.id}
    >
      {/* The sentence selects the path; the steps below are its details. */}
      <button type="button" className={styles.pathHead} aria-pressed={selected} onClick={onSelect}>
        <span className={styles.pathRank}>{rank}</span>
        <Tag color={selected ? 'blue' : undefined}>{path.hops} 层</Tag>
        <span className={styles.sentence} data-testid="path-sentence">
          {path.sentence}
        </span>
      </button>
      {/* Every step's source and date: one line when they all share it, else step by step
          (and always step by step for the chosen path). */}
      {selected || new Set(sources).size > 1 ? (
        <ol className={styles.steps} aria-label={T.pathSteps}>
          {path.steps.map((step, k) => (
            <li key={step.edge} data-testid="path-step">
              <span>{step.text}</span>
              <span className={styles.stepSource}>
                {T.source}：{sources[k]}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.stepsShared} data-testid="path-source">
          {T.source}：{sources[0]}
          {T.allSteps(path.steps.length)}
        </p>
      )}
    </li>
  );
}

/** 关系路径: each pair's paths, shortest first, each as its sentence with every edge's source. */
export function PathList({
  answer,
  selected,
  onSelect,
}: {
  answer: RelationshipAnswer;
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  if (answer.paths.length === 0) {
    return <EmptyState text={answer.partial ? (answer.notice ?? T.noPaths) : T.noPaths} />;
  }
  const summaries = new Map(answer.pairs.map((p) => [p.pair.join('-'), p]));
  return (
    <div className={styles.pathScroll} data-testid="path-list">
      {pathsByPair(answer.paths).map(({ pair, paths }) => {
        const summary = summaries.get(pair.join('-'));
        return (
          <section key={pair.join('-')} className={styles.pairGroup} data-testid="path-pair">
            <h3 className={styles.pairTitle}>
              {pairName(answer.entities, pair)}：找到 {formatCount(paths.length)} 条路径
              {summary?.shortest != null ? `，最短 ${summary.shortest} 层` : ''}
              {summary?.more ? `（仅列出最短的 ${formatCount(paths.length)} 条）` : ''}
            </h3>
            <ol className={styles.paths}>
              {paths.map((path, i) => (
                <PathItem
                  key={path.id}
                  path={path}
                  rank={i + 1}
                  selected={path.id === selected}
                  onSelect={() => onSelect(path.id === selected ? null : path.id)}
                />
              ))}
            </ol>
          </section>
        );
      })}
      {answer.pairs
        .filter((p) => p.count === 0)
        .map((p) => (
          <p key={p.pair.join('-')} className={styles.muted} data-testid="path-pair-empty">
            {pairName(answer.entities, p.pair)}：{T.noPaths}
          </p>
        ))}
    </div>
  );
}
