import type { GraphAnswer } from '@/lib/contract/profile';
import {
  isPlacementLink,
  mergeAnswer,
  relationText,
  visibleLinks,
  visibleNodes,
  type RelationKind,
} from './graph-model';

// 甲 (e:1): 张 (p:10) holds 60 %, 李 (p:11) is 董事, 甲 invests 30 % in 乙 (e:2), 丙 (e:3) is its
// branch. Opening 乙 brings 甲 again (its shareholder), 李 again (also 董事 of 乙) and 丁 (e:4).
const first: GraphAnswer = {
  center: 'e:1',
  nodes: [
    { id: 'e:1', name: '甲', category: 'enterprise', enterprise_id: 1 },
    { id: 'p:10', name: '张', category: 'shareholder' },
    { id: 'p:11', name: '李', category: 'person' },
    { id: 'e:2', name: '乙', category: 'investment', enterprise_id: 2 },
    { id: 'e:3', name: '丙', category: 'branch', enterprise_id: 3 },
  ],
  links: [
    { source: 'p:10', target: 'e:1', relation: 'holding', label: '持股 60.00%' },
    { source: 'p:10', target: 'e:1', relation: 'position', label: '监事' },
    { source: 'p:11', target: 'e:1', relation: 'position', label: '董事' },
    { source: 'e:1', target: 'e:2', relation: 'holding', label: '投资 30.00%' },
    { source: 'e:1', target: 'e:3', relation: 'branch', label: '分支机构' },
  ],
};
const second: GraphAnswer = {
  center: 'e:2',
  nodes: [
    { id: 'e:2', name: '乙', category: 'enterprise', enterprise_id: 2 },
    { id: 'e:1', name: '甲', category: 'shareholder', enterprise_id: 1 },
    { id: 'p:11', name: '李', category: 'person' },
    { id: 'e:4', name: '丁', category: 'investment', enterprise_id: 4 },
  ],
  links: [
    { source: 'e:1', target: 'e:2', relation: 'holding', label: '持股 30.00%' },
    { source: 'p:11', target: 'e:2', relation: 'position', label: '董事' },
    { source: 'e:2', target: 'e:4', relation: 'holding', label: '投资 51.00%' },
  ],
};

const ALL = new Set<RelationKind>(['shareholder', 'person', 'investment', 'branch']);
const without = (kind: RelationKind) => new Set([...ALL].filter((k) => k !== kind));

describe('the enterprise graph model', () => {
  const model = mergeAnswer(mergeAnswer(null, first), second);

  it('merges answers: each party once, under the enterprise that brought it first', () => {
    expect([...model.nodes.keys()]).toEqual(['e:1', 'p:10', 'p:11', 'e:2', 'e:3', 'e:4']);
    expect(model.center).toBe('e:1');
    expect(model.placement.get('p:11')).toEqual({ parent: 'e:1', kind: 'person' });
    expect(model.placement.get('e:4')).toEqual({ parent: 'e:2', kind: 'investment' });
    expect(model.placement.has('e:1')).toBe(false);
    expect(model.expanded).toEqual(['e:1', 'e:2']);
  });

  it('keeps a holding met from both of its ends as one link', () => {
    const holdings = [...model.links.values()].filter(
      (l) => l.source === 'e:1' && l.target === 'e:2',
    );
    expect(holdings).toEqual([
      { source: 'e:1', target: 'e:2', relation: 'holding', label: '投资 30.00%' },
    ]);
    expect(model.links.size).toBe(7);
  });

  it('hides a kind with everything shown under it, and the links that touch them', () => {
    expect([...visibleNodes(model, ALL)]).toHaveLength(6);
    const noInvestments = visibleNodes(model, without('investment'));
    expect([...noInvestments].sort()).toEqual(['e:1', 'e:3', 'p:10', 'p:11']);
    expect(visibleLinks(model, noInvestments).map((l) => l.label)).toEqual([
      '持股 60.00%',
      '监事',
      '董事',
      '分支机构',
    ]);
    expect(visibleNodes(model, without('person')).has('p:11')).toBe(false);
  });

  it('tells the links a party is shown under from cross links, and names the relation', () => {
    const cross = [...model.links.values()].filter((l) => !isPlacementLink(model, l));
    expect(cross).toEqual([{ source: 'p:11', target: 'e:2', relation: 'position', label: '董事' }]);
    expect(relationText(model, 'p:10')).toBe('持股 60.00%、监事');
    expect(relationText(model, 'e:4')).toBe('投资 51.00%');
    expect(relationText(model, 'e:1')).toBe('');
  });
});
