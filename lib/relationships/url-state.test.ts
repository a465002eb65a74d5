import {
  RELATIONSHIP_MESSAGES,
  relationshipExportQuerySchema,
  relationshipSearchSchema,
} from '@/lib/contract/relationships';
import {
  DEFAULT_OPTIONS,
  hasCustomOptions,
  parseEntity,
  parseZgxUrl,
  resolvedEntity,
  withEntity,
  withoutEntity,
  zgxSearchParams,
  zgxUrlQuery,
} from './url-state';

const parse = (qs: string) => parseZgxUrl(new URLSearchParams(qs));

describe('找关系 URL state', () => {
  it("reads a profile button's single id as an enterprise, with the default options", () => {
    expect(parse('ids=123')).toEqual({ ids: ['e:123'], options: DEFAULT_OPTIONS });
    expect(DEFAULT_OPTIONS).toMatchObject({ hops: 4, maxPaths: 20, excludeClosed: true });
    expect(DEFAULT_OPTIONS.types).not.toContain('beneficiary');
  });

  it('reads enterprises and persons in order, once each', () => {
    expect(parse('ids=e:1,p:45@2,1,%20e:3').ids).toEqual(['e:1', 'p:45@2', 'e:3']);
    expect(parseEntity('p:45@2')).toEqual({ kind: 'person', personId: 45, enterpriseId: 2 });
    expect(parseEntity('e:7')).toEqual({ kind: 'enterprise', enterpriseId: 7 });
    expect(parseEntity('x:7')).toBeNull();
  });

  it('writes only what differs from the defaults, readably, and reads it back', () => {
    const state = {
      ids: ['e:1', 'p:45@2'],
      options: {
        ...DEFAULT_OPTIONS,
        hops: 6,
        types: ['shareholder', 'investment'],
        minRatio: 5,
        excludeClosed: false,
        expandHubs: true,
      },
    };
    const qs = zgxUrlQuery(state);
    expect(qs).toBe(
      '?ids=e:1,p:45@2&hops=6&types=shareholder,investment&minRatio=5&excludeClosed=0&expandHubs=1',
    );
    expect(parse(qs.slice(1))).toEqual(state);
    expect(zgxUrlQuery({ ids: [], options: DEFAULT_OPTIONS })).toBe('');
    expect(hasCustomOptions(DEFAULT_OPTIONS)).toBe(false);
    expect(hasCustomOptions(state.options)).toBe(true);
  });

  it('treats the default types in another order as the defaults', () => {
    const types = [...DEFAULT_OPTIONS.types].reverse();
    expect(zgxUrlQuery({ ids: ['e:1'], options: { ...DEFAULT_OPTIONS, types } })).toBe('?ids=e:1');
  });

  it("gives the API the URL's wrong values as they are, so its message names them", () => {
    const params = zgxSearchParams(parse('ids=e:1,e:2&hops=9&types=foo'));
    const parsed = relationshipSearchSchema.safeParse(params);
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((i) => i.message);
    expect(messages).toContain(RELATIONSHIP_MESSAGES.hops);
    expect(messages).toContain('关系类型不存在：foo');
  });

  it("makes params the contract's search and export both accept", () => {
    const state = parse('ids=e:1,p:45@2&hops=3&minRatio=10&types=shareholder,legal');
    const search = relationshipSearchSchema.parse(zgxSearchParams(state));
    expect(search).toMatchObject({
      hops: 3,
      minRatio: 10,
      types: ['shareholder', 'legal'],
      excludeClosed: true,
      excludePersons: false,
    });
    expect(search.entities).toEqual([
      { kind: 'enterprise', enterpriseId: 1 },
      { kind: 'person', enterpriseId: 2, personId: 45 },
    ]);
    const exported = relationshipExportQuerySchema.parse({
      ...zgxSearchParams(state),
      format: 'xlsx',
    });
    expect(exported.format).toBe('xlsx');
  });

  it('adds an entity once and up to five, and removes one', () => {
    let state = parse('ids=1');
    state = withEntity(state, '1');
    expect(state.ids).toEqual(['e:1']);
    for (const id of ['2', '3', '4', '5', '6']) state = withEntity(state, id);
    expect(state.ids).toEqual(['e:1', 'e:2', 'e:3', 'e:4', 'e:5']);
    expect(withoutEntity(state, 'e:3').ids).toEqual(['e:1', 'e:2', 'e:4', 'e:5']);
  });
});

describe('resolvedEntity', () => {
  const resolved = [
    { node: 'e:1', enterpriseid: 1, name: '甲' },
    { node: 'p:45', enterpriseid: 2, name: '张三' },
  ];
  it("finds the answer's entity by node and enterprise", () => {
    expect(resolvedEntity(resolved, 'e:1')?.name).toBe('甲');
    expect(resolvedEntity(resolved, 'p:45@2')?.name).toBe('张三');
    // The same person picked in another enterprise is another choice.
    expect(resolvedEntity(resolved, 'p:45@3')).toBeUndefined();
    expect(resolvedEntity(undefined, 'e:1')).toBeUndefined();
  });
});
