import { formatCount } from '@/lib/format';
import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';

type Props = { address: AddressNode[]; industries: IndustryNode[] };

function countByRank(nodes: IndustryNode[], counts: Map<number, number> = new Map()) {
  for (const node of nodes) {
    counts.set(node.rank, (counts.get(node.rank) ?? 0) + 1);
    if (node.children) countByRank(node.children, counts);
  }
  return counts;
}

/** What the reference data covers, counted from the data the backend serves. */
export function CoverageStats({ address, industries }: Props) {
  const cities = address.flatMap((p) => p.children ?? []);
  const districts = cities.flatMap((c) => c.children ?? []);
  const ranks = countByRank(industries);
  const stats = [
    { label: '省级行政区', value: address.length },
    { label: '地级行政区', value: cities.length },
    { label: '县级行政区', value: districts.length },
    { label: '行业门类', value: ranks.get(1) ?? 0 },
    { label: '行业大类', value: ranks.get(2) ?? 0 },
  ];
  return <FigureList stats={stats} />;
}

/** Big figures over their labels, on the home page's blue band. */
export function FigureList({ stats }: { stats: { label: string; value: number }[] }) {
  return (
    <dl style={{ display: 'flex', gap: 48, justifyContent: 'center', margin: 0 }}>
      {stats.map((s) => (
        <div key={s.label} style={{ textAlign: 'center' }}>
          <dd style={{ margin: 0, fontSize: 28, fontWeight: 700 }}>{formatCount(s.value)}</dd>
          <dt style={{ color: 'rgba(255,255,255,0.75)' }}>{s.label}</dt>
        </div>
      ))}
    </dl>
  );
}
