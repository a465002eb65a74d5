import type {
  RelationshipAnswer,
  RelationshipEdge,
  RelationshipNode,
  SuspectedTie,
} from '@/lib/contract/relationships';
import { pathLayout } from '@/components/enterprise/graph-layout';
import { highlightOf } from '@/lib/relationships/highlight';
import { TIE_COLOR, pathGraphOption } from './path-graph-option';

const node = (id: string, name: string, entity: number | null, hub = false): RelationshipNode => ({
  id,
  kind: id.startsWith('p:') ? 'person' : 'enterprise',
  name,
  enterpriseid: id.startsWith('e:') ? Number(id.slice(2)) : null,
  personid: id.startsWith('p:') ? Number(id.slice(2)) : null,
  status: '存续',
  entity,
  onpath: !hub,
  hub,
});

const edge = (type: RelationshipEdge['type'], from: string, to: string): RelationshipEdge => ({
  id: `${type}:${from}>${to}`,
  type,
  typename: type,
  from,
  to,
  label: '持股 35.00%',
  ratio: 35,
  subscribedcapital: null,
  position: null,
  lookthrough: null,
  source: 'demo',
  asof: '2025-06-30',
});

const answer: Pick<RelationshipAnswer, 'entities' | 'nodes' | 'edges' | 'ties' | 'paths'> = {
  entities: [
    { index: 0, node: 'e:1', kind: 'enterprise', name: '甲', enterpriseid: 1, qymc: '甲' },
    { index: 1, node: 'e:2', kind: 'enterprise', name: '乙', enterpriseid: 2, qymc: '乙' },
  ],
  nodes: [
    node('e:1', '甲', 0),
    node('e:2', '乙', 1),
    node('p:9', '张三', null),
    node('e:7', '代理', null, true),
  ],
  edges: [
    edge('shareholder', 'p:9', 'e:1'),
    edge('officer', 'p:9', 'e:2'),
    edge('investment', 'e:7', 'e:1'),
  ],
  paths: [
    {
      id: '0-1-1',
      pair: [0, 1],
      hops: 2,
      nodes: ['e:1', 'p:9', 'e:2'],
      edges: ['shareholder:p:9>e:1', 'officer:p:9>e:2'],
      sentence: '',
      steps: [],
    },
  ],
  ties: [
    {
      pair: [0, 1],
      enterprises: ['e:1', 'e:2'],
      kind: 'phone',
      kindname: '相同联系电话',
      value: '010-1234',
      evidence: '',
      persons: null,
      sharedby: 2,
      confidence: 0.7,
      level: '较高',
    } satisfies SuspectedTie,
  ],
};

type Series = {
  data: { id: string; itemStyle: { opacity: number } }[];
  links: { source: string; target: string; lineStyle: { opacity?: number; type: string } }[];
};
const seriesOf = (showTies: boolean) => {
  const layout = pathLayout({
    entities: ['e:1', 'e:2'],
    paths: [{ pair: [0, 1], nodes: ['e:1', 'p:9', 'e:2'] }],
    others: [{ id: 'e:7', near: ['e:1'] }],
  });
  const option = pathGraphOption(answer, layout, highlightOf(answer, null), showTies, null);
  return (option.series as Series[])[0]!;
};

describe('找关系 graph option', () => {
  it('draws the path strong and the hub that was not gone through faded', () => {
    const series = seriesOf(false);
    const opacity = (id: string) => series.data.find((d) => d.id === id)!.itemStyle.opacity;
    expect(opacity('p:9')).toBe(1);
    expect(opacity('e:7')).toBeLessThan(0.5);
    const hubLine = series.links.find((l) => l.source === 'e:7')!;
    expect(hubLine.lineStyle.opacity).toBeLessThan(0.5);
  });

  it('never draws a suspected tie as a relation line: dashed, and only on request', () => {
    expect(seriesOf(false).links).toHaveLength(3);
    const withTies = seriesOf(true).links;
    expect(withTies).toHaveLength(4);
    const tie = withTies[3]! as Series['links'][number] & { lineStyle: { color: string } };
    expect(tie.lineStyle).toMatchObject({ type: 'dashed', color: TIE_COLOR });
    expect(withTies.slice(0, 3).every((l) => l.lineStyle.type === 'solid')).toBe(true);
  });
});
