import {
  productDetailQuery,
  productSearchQuery,
  readProductDetail,
  readProductSearch,
} from './product-url';

const params = (query: string) => new URLSearchParams(query);

describe('找产品 URL state', () => {
  it('reads and writes the search, defaults left out', () => {
    const state = readProductSearch(params('keyword=%20碳酸锂%20&pageIndex=2&pageSize=20'));
    expect(state).toEqual({ keyword: '碳酸锂', pageIndex: 2, pageSize: 20 });
    expect(productSearchQuery(state)).toBe(
      `?keyword=${encodeURIComponent('碳酸锂')}&pageIndex=2&pageSize=20`,
    );
    expect(productSearchQuery(readProductSearch(params('')))).toBe('');
  });

  it('ignores pages and sizes the API would refuse', () => {
    expect(readProductSearch(params('pageIndex=0&pageSize=15'))).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
    });
    expect(readProductSearch(params('pageIndex=1.5')).pageIndex).toBe(1);
    expect(readProductSearch(params('pageIndex=99999')).pageIndex).toBe(1);
  });

  it('reads and writes a product detail with its producers’ region and pages', () => {
    const state = readProductDetail(
      params('product=lithium-carbonate&region=320500&pageIndex=3&patentPage=2'),
    );
    expect(state).toEqual({
      product: 'lithium-carbonate',
      region: '320500',
      pageIndex: 3,
      pageSize: 10,
      patentPage: 2,
    });
    expect(productDetailQuery(state)).toBe(
      '?product=lithium-carbonate&region=320500&pageIndex=3&patentPage=2',
    );
    expect(productDetailQuery({ ...state, region: '', pageIndex: 1, patentPage: 1 })).toBe(
      '?product=lithium-carbonate',
    );
  });
});
