'use client';

import { Tooltip } from 'antd';
import { STRENGTH_CLASSES } from '@/lib/contract/chains';
import { isFaded, type DiagramLink, type Highlight } from '@/lib/chains/diagram';
import { STRENGTH_SWATCHES } from '@/lib/chains/strength-colors';
import { formatCount } from '@/lib/format';
import { GapBadge } from './gap-badge';
import { CHAIN_SCREEN_TEXT } from './messages';
import styles from './chains.module.css';

type Props = {
  link: DiagramLink;
  selected: string | null;
  highlight: Highlight;
  nationwide: boolean;
  onOpen: (code: string) => void;
};

const strengthName = (value: string) =>
  STRENGTH_CLASSES.find((c) => c.value === value)?.label ?? value;

/** Every node below a link, depth first (sub-links, and theirs). */
function descendants(link: DiagramLink): DiagramLink[] {
  return link.children.flatMap((c) => [c, ...descendants(c)]);
}

function SubLink({ link, selected, highlight, nationwide, onOpen }: Props) {
  const { node } = link;
  const swatch = STRENGTH_SWATCHES[node.strength];
  const gap = nationwide ? null : node.gap;
  return (
    <Tooltip title={gap ? `${gap.label ?? CHAIN_SCREEN_TEXT.noLabel}：${gap.reason}` : undefined}>
      <button
        type="button"
        className={`${styles.subLinkButton} ${isFaded(node, highlight) ? styles.linkCardFaded : ''} ${selected === node.code ? styles.linkCardSelected : ''}`}
        style={{
          background: swatch.background,
          borderColor: swatch.border,
          color: swatch.text,
          marginLeft: (link.depth - 1) * 12,
        }}
        aria-pressed={selected === node.code}
        aria-label={`${node.name}，${formatCount(node.figures.enterprisecount)}家企业${gap?.label ? `，${gap.label}` : ''}`}
        onClick={() => onOpen(node.code)}
        data-testid="chain-link"
        data-code={node.code}
        data-count={node.figures.enterprisecount}
        data-strength={node.strength}
        data-gap={gap?.label ?? ''}
      >
        {node.name}
        <span>{formatCount(node.figures.enterprisecount)}</span>
        {gap?.label && <span>·{gap.label.slice(0, 1)}</span>}
      </button>
    </Tooltip>
  );
}

/**
 * One link of the diagram: a button with its name and the region's enterprise count, in its
 * strength colour; its gap label beside it; its sub-links nested below.
 */
export function ChainLink(props: Props) {
  const { link, selected, highlight, nationwide, onOpen } = props;
  const { node } = link;
  const swatch = STRENGTH_SWATCHES[node.strength];
  const count = node.figures.enterprisecount;
  const gap = nationwide ? null : node.gap;
  const below = descendants(link);
  return (
    <div
      className={`${styles.linkCard} ${isFaded(node, highlight) ? styles.linkCardFaded : ''} ${selected === node.code ? styles.linkCardSelected : ''}`}
      style={{ background: swatch.background, borderColor: swatch.border, color: swatch.text }}
    >
      <div className={styles.linkRow}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onOpen(node.code)}
          aria-pressed={selected === node.code}
          aria-label={`${node.name}，${formatCount(count)}家企业，强度${strengthName(node.strength)}${gap?.label ? `，${gap.label}` : ''}`}
          data-testid="chain-link"
          data-code={node.code}
          data-count={count}
          data-strength={node.strength}
          data-gap={gap?.label ?? ''}
        >
          <span className={styles.linkName}>{node.name}</span>
          <span className={styles.linkCount}>
            {CHAIN_SCREEN_TEXT.enterprises(formatCount(count))}
            {!nationwide && ` · 全国${formatCount(node.nationalcount)}`}
          </span>
        </button>
        {gap && <GapBadge decision={gap} name={node.name} />}
      </div>
      {below.length > 0 && (
        <div className={styles.subLinks}>
          {below.map((c) => (
            <SubLink key={c.node.code} {...props} link={c} />
          ))}
        </div>
      )}
    </div>
  );
}
