import type { EvidenceRecord } from '@/lib/contract/chains';
import { byWeight, evidenceScore, markKeyword } from './evidence';

const ev = (kind: EvidenceRecord['kind'], weight: number, text: string = kind): EvidenceRecord => ({
  kind,
  kindname: kind,
  text,
  keyword: '',
  weight,
});

describe('placement evidence', () => {
  it('lists the strongest evidence first, stable among equals', () => {
    const list = [ev('class', 1), ev('scope', 2, 'a'), ev('product', 3), ev('patent', 2, 'b')];
    expect(byWeight(list).map((e) => e.text)).toEqual(['product', 'a', 'b', 'class']);
    expect(evidenceScore(list)).toBe(8);
  });

  it('marks every occurrence of the matched word', () => {
    expect(markKeyword('动力电池研发；动力电池包', '动力电池')).toEqual([
      { text: '动力电池', mark: true },
      { text: '研发；', mark: false },
      { text: '动力电池', mark: true },
      { text: '包', mark: false },
    ]);
    expect(markKeyword('3841 锂离子电池制造', '')).toEqual([
      { text: '3841 锂离子电池制造', mark: false },
    ]);
    expect(markKeyword('软件开发', '电池')).toEqual([{ text: '软件开发', mark: false }]);
  });
});
