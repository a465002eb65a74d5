import type { ChainTree } from '@/lib/contract/chains';
import {
  formatFigure,
  growthOf,
  growthText,
  shareOf,
  shareText,
  type FigureKey,
} from '@/lib/chains/figures';
import { AsOf } from './as-of';
import styles from './chains.module.css';

const SHOWN: { key: FigureKey; label: string }[] = [
  { key: 'enterprisecount', label: '链上企业' },
  { key: 'listedcount', label: '上市企业' },
  { key: 'srdicount', label: '专精特新' },
  { key: 'hightechcount', label: '高新技术企业' },
  { key: 'inventionpatentcount', label: '发明专利' },
  { key: 'financingcount', label: '融资事件' },
  { key: 'registeredcapital', label: '注册资本合计' },
];

/** The chain in the region: its size beside the nation's, how fast it grows, and as of when. */
export function ChainSummary({ tree, demo }: { tree: ChainTree; demo: boolean }) {
  const nationwide = tree.region.level === 0;
  const { figures, nationalfigures } = tree;
  const growth = growthOf(figures.newlast12m, figures.newprev12m);
  return (
    <section className={styles.card} aria-label="产业链概况" data-testid="chain-summary">
      <div className={styles.summaryHead}>
        <h2 className={styles.summaryName}>
          {tree.chain.name} · {tree.region.path}
        </h2>
        <AsOf asof={tree.asof} demo={demo} />
      </div>
      {tree.chain.description && <p className={styles.description}>{tree.chain.description}</p>}
      <dl className={styles.figures} style={{ marginTop: 12 }}>
        {SHOWN.map(({ key, label }) => (
          <div key={key} className={styles.figure} data-testid={`chain-figure-${key}`}>
            <dt>{label}</dt>
            <dd>
              {formatFigure(key, figures[key])}
              {!nationwide && (
                <span className={styles.figureNote}>
                  占全国 {shareText(shareOf(figures[key], nationalfigures[key]))}
                </span>
              )}
            </dd>
          </div>
        ))}
        <div className={styles.figure}>
          <dt>近12个月新增</dt>
          <dd>
            {formatFigure('newlast12m', figures.newlast12m)}
            <span className={styles.figureNote}>较前12个月 {growthText(growth)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
