import { safeReturnPath } from './routes';

describe('safeReturnPath', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/qyhx?id=1')).toBe('/qyhx?id=1');
  });

  it('refuses other sites and odd forms', () => {
    for (const value of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '', null]) {
      expect(safeReturnPath(value)).toBeUndefined();
    }
  });
});

describe('the proxy matcher', () => {
  it('covers exactly the protected pages', async () => {
    const { config } = await import('@/proxy');
    const { PROTECTED_PAGE_PREFIXES } = await import('./routes');
    const listed = /\(([^)]+)\)/.exec(config.matcher[0] ?? '')?.[1]?.split('|');
    expect(listed).toEqual([...PROTECTED_PAGE_PREFIXES]);
  });
});
