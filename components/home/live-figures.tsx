import { withCount } from '@/lib/format';
import { FigureList } from './coverage-stats';
import type { OverviewFigures } from '@/lib/contract/search';

/** Figures counted from the enterprise database at request time (qyhxOverview). */
export function LiveFigures({ figures }: { figures: OverviewFigures }) {
  const stats = [
    { label: '收录企业', value: figures.enterprises },
    { label: '存续/在业企业', value: figures.alive },
    { label: '本月新注册', value: figures.newthismonth },
  ];
  return (
    <div data-testid="live-figures" style={{ marginBottom: 32 }}>
      <FigureList stats={stats} />
      {figures.hotindustries.length ? (
        <p style={{ margin: 0, color: 'rgba(255,255,255,0.85)' }}>
          近一年热门行业：
          {figures.hotindustries.map((h) => withCount(h.name, h.count)).join('、')}
          {figures.datasetkind === 'demo' ? '（演示数据）' : ''}
        </p>
      ) : null}
    </div>
  );
}
