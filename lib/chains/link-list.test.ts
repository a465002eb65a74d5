import {
  INITIAL_LINK_LIST,
  activeFilterCount,
  linkFilterOptions,
  linkFilterParams,
  linkListParams,
  linkSortParams,
  type LinkListState,
} from './link-list';
import { linkEnterprisesParamsSchema, linkExportQuerySchema } from '@/lib/contract/chains';

const NODE = 'nev.power-battery';

describe('a link list’s params', () => {
  it('asks for the first page of confirmed and likely placements by default', () => {
    expect(linkListParams(NODE, '320500', INITIAL_LINK_LIST)).toEqual({
      node: NODE,
      region: '320500',
      pageIndex: '1',
      pageSize: '10',
    });
  });

  it('sends filters, confidence, sort and page as the contract parses them', () => {
    const state: LinkListState = {
      ...INITIAL_LINK_LIST,
      filters: { ...INITIAL_LINK_LIST.filters, zczb: ['1000-5000', '5000-'], other: ['zjtx'] },
      confidence: ['weak', 'confirmed'],
      sort: 'capital',
      order: 'asc',
      pageIndex: 3,
      pageSize: 20,
    };
    const params = linkListParams(NODE, '320500', state);
    expect(params).toMatchObject({
      confidence: 'confirmed,weak',
      zczb: '1000-5000,5000-',
      other: 'zjtx',
      sort: 'capital',
      order: 'asc',
    });
    const parsed = linkEnterprisesParamsSchema.parse(params);
    expect(parsed).toMatchObject({
      node: NODE,
      region: '320500',
      confidence: ['confirmed', 'weak'],
      zczb: ['1000-5000', '5000-'],
      sort: 'capital',
      order: 'asc',
      pageIndex: 3,
      pageSize: 20,
    });
    expect(activeFilterCount(state)).toBe(3);
  });

  it('gives the export the same scope and sort, without paging', () => {
    const state: LinkListState = { ...INITIAL_LINK_LIST, sort: 'founded', pageIndex: 4 };
    const query = { ...linkFilterParams(NODE, '000000', state), ...linkSortParams(state) };
    expect(query).toEqual({ node: NODE, region: '000000', sort: 'founded' });
    expect(linkExportQuerySchema.parse({ ...query, format: 'csv' }).sort).toBe('founded');
  });

  it('offers every filter value the contract accepts', () => {
    const options = linkFilterOptions();
    const params = Object.fromEntries(
      Object.entries(options).map(([k, list]) => [k, list.map((o) => o.value).join(',')]),
    );
    expect(() => linkEnterprisesParamsSchema.parse({ node: NODE, ...params })).not.toThrow();
    expect(options.status.map((o) => o.label)).toContain('存续');
  });
});
