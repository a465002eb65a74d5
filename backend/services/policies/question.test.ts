import { passage, questionWords } from './question';

// The question's words (docs/policy-qa.md "Search and questions"): the shared segmenter with
// the library's own terms kept whole and question words dropped; quotes cut at sentences.

describe('questionWords', () => {
  it('keeps qualification terms whole and drops question words', () => {
    const words = questionWords('我们是专精特新企业，能享受哪些资金补贴？');
    expect(words).toContain('专精特新');
    expect(words).toContain('补贴');
    for (const w of ['我们', '哪些', '专精', '特新', '能享受']) expect(words).not.toContain(w);
    expect(questionWords('专精特新“小巨人”有什么奖励')).toEqual(['专精特新', '小巨人', '奖励']);
    expect(questionWords('科技型中小企业研发费用加计扣除')).toEqual(
      expect.arrayContaining(['科技型中小企业', '加计扣除']),
    );
  });

  it('gives each word once and nothing for a question of question words only', () => {
    expect(questionWords('补贴补贴，补贴')).toEqual(['补贴']);
    expect(questionWords('有哪些政策可以申请')).toEqual([]);
  });
});

describe('passage', () => {
  it('quotes the sentence holding the first word found', () => {
    const text = '第一条 总则。第二条 支持量子养蜂等新业态。第三条 附则。';
    expect(passage(text, ['养蜂', '附则'])).toBe('第二条 支持量子养蜂等新业态。');
    expect(passage('甲'.repeat(300), ['乙'])).toHaveLength(120);
  });
});
