import type { MapFiguresRecord } from '@/lib/contract/chains';
import { formatPercent } from '@/lib/format';
import { formatFigure } from '@/lib/chains/figures';
import { MAP_FIGURES, type MapFigureKey } from '@/lib/chains/map-url';
import type { MapColumn, MapDatum, MapFigures } from '@/components/map/map-data';

// cylMap's records as the shared map's figures: the chosen figure shades the map, every other
// one goes to the tooltip and the CSV. Pure.

const figureOf = (key: MapFigureKey) => MAP_FIGURES.find((f) => f.key === key)!;

const asNumber = (v: string | number) => (typeof v === 'number' ? v : Number(v));

export { formatFigure };

/** The tooltip's and CSV's further columns: the other figures, the share, patents, financing. */
export function mapExtraColumns(figure: MapFigureKey): MapColumn[] {
  return [
    ...MAP_FIGURES.filter((f) => f.key !== figure).map((f): MapColumn => ({
      key: f.key,
      label: f.label,
      format: (v) => formatFigure(f.key, asNumber(v)),
    })),
    {
      key: 'share',
      label: '企业数占比',
      format: (v) => formatPercent(asNumber(v) * 100, 1),
    },
    { key: 'patentcount', label: '专利' },
    { key: 'financingcount', label: '融资事件' },
  ];
}

/** valueLabel and formatValue of the chosen figure. */
export function mapFigures(figure: MapFigureKey): MapFigures {
  return {
    valueLabel: figureOf(figure).label,
    formatValue: (v) => formatFigure(figure, v),
    extraColumns: mapExtraColumns(figure),
  };
}

export function mapData(records: readonly MapFiguresRecord[], figure: MapFigureKey): MapDatum[] {
  return records.map((r) => ({
    code: r.code,
    name: r.name,
    value: r[figure],
    extra: {
      enterprisecount: r.enterprisecount,
      registeredcapital: r.registeredcapital,
      listedcount: r.listedcount,
      srdicount: r.srdicount,
      hightechcount: r.hightechcount,
      inventionpatentcount: r.inventionpatentcount,
      share: r.share,
      patentcount: r.patentcount,
      financingcount: r.financingcount,
    },
  }));
}
