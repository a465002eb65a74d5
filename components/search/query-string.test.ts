import { readSearchState, searchHref } from './query-string';

describe('searchHref', () => {
  it('opens 找企业 with the keyword as typed, which the page reads back', () => {
    const href = searchHref('臻阳 科技&Co');
    expect(href.startsWith('/qyhx?keyword=')).toBe(true);
    const params = new URL(href, 'http://portal.test').searchParams;
    expect(readSearchState(params).keyword).toBe('臻阳 科技&Co');
  });

  it('opens 找企业 without a query for an empty keyword', () => {
    expect(searchHref('')).toBe('/qyhx');
  });
});
