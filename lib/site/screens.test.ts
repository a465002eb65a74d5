import { PROTECTED_PAGE_PREFIXES } from '@/lib/routes';
import { MENU_TREE } from '@/backend/data/portal-catalog';
import { SCREENS, findScreen } from './screens';

describe('screens', () => {
  it('lists each route once', () => {
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });

  it('finds a screen with or without a trailing slash', () => {
    expect(findScreen('/qyhx/zl_view/')?.name).toBe('专利');
    expect(findScreen('/qyhx/unknown')).toBeUndefined();
  });

  it('gives every custom menu item a screen of the spec', () => {
    const routes = (items: typeof MENU_TREE): string[] =>
      items.flatMap((m) => [
        ...(m.component.startsWith('/') ? [m.component] : []),
        ...routes(m.children ?? []),
      ]);
    for (const route of routes(MENU_TREE)) expect(findScreen(route)).toBeDefined();
  });

  it('protects every top-level screen except the public ones', () => {
    const publicPages = new Set(['home', 'gywm']);
    const tops = new Set(SCREENS.map((s) => s.path.split('/')[1]!));
    for (const top of tops) {
      if (!publicPages.has(top)) expect(PROTECTED_PAGE_PREFIXES).toContain(top);
    }
  });
});
