import { MENU_TREE, type CatalogMenuItem } from '@/backend/data/portal-catalog';
import { CAPABILITIES } from './capabilities';
import { findScreen } from './screens';

const menuKeys = (items: CatalogMenuItem[]): string[] =>
  items.flatMap((m) => [m.key, ...menuKeys(m.children ?? [])]);

describe('home capability cards', () => {
  it('are the eight of SPEC.md §1, in order', () => {
    expect(CAPABILITIES.map((c) => c.title)).toEqual([
      '找客户',
      '找商机',
      '找产品',
      '企业查询',
      '产业链查询',
      '产业情报',
      '供应链分析',
      '金融服务',
    ]);
  });

  it('each open a menu item of the catalogue or a screen of the spec', () => {
    const keys = new Set(menuKeys(MENU_TREE));
    for (const c of CAPABILITIES) {
      const opens = c.menuKey ? keys.has(c.menuKey) : findScreen(c.path ?? '') !== undefined;
      expect({ card: c.title, opens }).toEqual({ card: c.title, opens: true });
    }
  });
});
