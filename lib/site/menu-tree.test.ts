import type { MenuItemRecord } from '@/lib/contract/portal';
import {
  applicationSections,
  buildMenuTree,
  findMenuItem,
  headerMenu,
  isMenuEnabled,
  menuKeyForPath,
  menuTarget,
  visibleApplicationItems,
  applicationMenuItems,
} from './menu-tree';
import type { SiteLinks } from './site-config';

let sort = 0;
const item = (
  key: string,
  name: string,
  pid: string | null,
  extra: Partial<MenuItemRecord> = {},
): MenuItemRecord => ({
  id: `m-${key}`,
  pid,
  sort: sort++,
  key_: key,
  name,
  component: `/${key}`,
  settingtype: 'custom',
  params: '',
  icon: '',
  ...extra,
});

const records: MenuItemRecord[] = [
  item('home', '首页', null, { component: '/home' }),
  item('qyhx', '找企业', null),
  item('gyl', '供应链', null, { settingtype: 'network', component: '$supplyChain' }),
  item('more', '更多', null),
  item('deep', '二级', 'm-more'),
  item('deeper', '三级', 'm-deep'),
  item('application', '应用', null),
  item('jrfw', '金融服务', 'm-application'),
  item('rzsj', '融资商机', 'm-jrfw'),
  item('qdtj', '渠道推广', 'm-jrfw', { component: '/qdjt' }),
  item('kjcx', '快捷查询', 'm-jrfw', { component: '/qyhx', params: '{"mode":"quick"}' }),
];

const links: SiteLinks = {
  supplyChain: '/zsaigyl/home',
  supplyChainPortal: '/zsaigyl/portal',
  glht: '/zsaiht/zsai/home/index',
  yyht: '/zsaiyyht/zsai/home/index',
  policyFinder: 'https://policy.example/',
  chatbot: '/zsai/chat/embed',
};

describe('header menu', () => {
  const tree = buildMenuTree(records);

  it('puts the fixed home first and leaves out the application entry and the other home', () => {
    const menu = headerMenu(tree);
    expect(menu.map((m) => m.key)).toEqual(['home', 'qyhx', 'gyl', 'more']);
    expect(menu[0]).toMatchObject({ title: '首页', path: '/home' });
  });

  it('keeps at most one level of children', () => {
    const more = headerMenu(tree).find((m) => m.key === 'more');
    expect(more?.children?.map((c) => c.key)).toEqual(['deep']);
    expect(more?.children?.[0]?.children).toBeUndefined();
  });

  it('finds an item by key at any depth, application items included', () => {
    expect(findMenuItem(tree, 'qyhx')?.path).toBe('/qyhx');
    expect(findMenuItem(tree, 'rzsj')?.title).toBe('融资商机');
    expect(findMenuItem(tree, 'deeper')?.title).toBe('三级');
    expect(findMenuItem(tree, 'nope')).toBeUndefined();
  });

  it('enables an item only with bt-{key}, and home always', () => {
    const buttons = new Set(['bt-qyhx']);
    expect(isMenuEnabled('home', new Set())).toBe(true);
    expect(isMenuEnabled('qyhx', buttons)).toBe(true);
    expect(isMenuEnabled('rzsj', buttons)).toBe(false);
  });

  it('skips disabled application items, which hides qdtj without its permission', () => {
    const [section] = applicationSections(tree);
    expect(visibleApplicationItems(section!, new Set(['bt-rzsj'])).map((i) => i.key)).toEqual([
      'rzsj',
    ]);
    expect(
      visibleApplicationItems(section!, new Set(['bt-rzsj', 'bt-qdtj'])).map((i) => i.key),
    ).toEqual(['rzsj', 'qdtj']);
  });

  it('shows locked application items with their lock, but hides gylfx, gyljr and qdtj unless permitted', () => {
    const all = applicationSections(tree).flatMap((s) => s.children ?? []);
    const shown = (buttons: Set<string>) =>
      applicationSections(tree).flatMap((s) =>
        applicationMenuItems(s, buttons).map((x) => `${x.item.key}:${x.enabled ? 'on' : 'locked'}`),
      );
    const trial = shown(new Set(['bt-rzsj']));
    expect(trial).toContain('rzsj:on');
    // Every other item is there, locked, except the three hidden ones.
    const expected = all
      .filter((i) => !['gylfx', 'gyljr', 'qdtj'].includes(i.key))
      .map((i) => `${i.key}:${i.key === 'rzsj' ? 'on' : 'locked'}`);
    expect(trial).toEqual(expected);
    expect(trial.length).toBeGreaterThan(1);
    expect(shown(new Set(['bt-qdtj']))).toContain('qdtj:on');
  });

  it('navigates with the JSON params, and network items go to their configured link', () => {
    const byKey = new Map(
      applicationSections(tree)
        .flatMap((s) => s.children ?? [])
        .map((i) => [i.key, i]),
    );
    expect(menuTarget(byKey.get('kjcx')!, links, true)).toEqual({
      href: '/qyhx?mode=quick',
      external: false,
    });
    const gyl = tree.find((m) => m.key === 'gyl')!;
    expect(menuTarget(gyl, links, true)).toEqual({ href: '/zsaigyl/home', external: true });
    expect(menuTarget(gyl, links, false)).toEqual({ href: '/zsaigyl/portal', external: true });
  });

  it('ignores malformed params instead of failing', () => {
    const [bad] = buildMenuTree([item('x', 'x', null, { params: '{oops' })]);
    expect(bad?.params).toBeUndefined();
  });

  it('selects the menu of the longest matching route', () => {
    expect(menuKeyForPath(tree, '/qyhx/zl_view')).toBe('qyhx');
    expect(menuKeyForPath(tree, '/home')).toBe('home');
    expect(menuKeyForPath(tree, '/nowhere')).toBeUndefined();
  });

  it('selects 找企业 on the company profile, whose route sits under 产业链', () => {
    const withChains = buildMenuTree([
      ...records,
      item('cyl', '产业链', null, { component: '/cyl' }),
    ]);
    expect(menuKeyForPath(withChains, '/zsai/cyl/qyxq')).toBe('qyhx');
    expect(menuKeyForPath(withChains, '/cyl/qyxq/relationships/gqjg')).toBe('qyhx');
    expect(menuKeyForPath(withChains, '/cyl/cylbg')).toBe('cyl');
    expect(menuKeyForPath(withChains, '/cyl/qyxqx')).toBe('cyl');
  });
});
