import { segmentWords } from './segmenter';

describe('segmentWords', () => {
  it('splits a place and a trade word typed together', () => {
    expect(segmentWords('上海科技')).toEqual(['上海', '科技']);
    expect(segmentWords('北京贸易')).toEqual(['北京', '贸易']);
    expect(segmentWords('深圳电子')).toEqual(['深圳', '电子']);
  });

  it('keeps brand characters together and never yields a one-character word', () => {
    expect(segmentWords('臻阳集团')).toEqual(['臻阳', '集团']);
    for (const term of ['星河数智', '鹏永生物', '华为技术有限公司', '阿里巴巴网络技术']) {
      const words = segmentWords(term);
      expect(words.join('')).toBe(term);
      expect(words.every((w) => [...w].length >= 2)).toBe(true);
    }
  });

  it('keeps our reference words whole and leaves short or latin terms alone', () => {
    expect(segmentWords('苏州动力电池')).toEqual(['苏州', '动力电池']);
    expect(segmentWords('科技')).toEqual(['科技']);
    expect(segmentWords('园林')).toEqual(['园林']);
    expect(segmentWords('tengxun')).toEqual(['tengxun']);
  });
});
