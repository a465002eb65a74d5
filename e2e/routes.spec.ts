import { expect, test } from '@playwright/test';
import { SCREENS } from '@/lib/site/screens';
import { layoutReport } from './fixtures/layout';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// Every screen of the spec's route list, opened by a VIP at 1440 × 900: read-only, so it runs
// beside the other journeys (the shell's own journeys, which assert the VIP's bell and
// location, run alone). Each screen answers 200 without a framework or console error, and once
// its data has arrived nothing scrolls sideways, no text touches the window's edge, and no
// internal name, region code or missing value shows (fixtures/layout.ts).

test('every route of the spec answers 200 for a VIP user, laid out inside the page', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  // Enterprise pages answer 404 without an enterprise: they are opened with one.
  const found = await page.request.post(
    '/zsai/api/api-form/form/core/formCustomQuery/queryForJson_qyhxSearch',
    {
      form: { params: JSON.stringify({ keyword: '集团', pageSize: 10 }) },
      headers: { origin: new URL(page.url()).origin },
    },
  );
  const id = ((await found.json()) as { data: { ID_: number }[] }).data[0]!.ID_;
  const ofEnterprise = (path: string) =>
    path.startsWith('/cyl/qyxq') ||
    path === '/qyhx/index_back' ||
    /^\/qyhx\/\w+_(view|report|preview)$/.test(path);
  // /reload redirects at once: checked on its own after the loop. /cyl/qyxq is also opened
  // without an enterprise, where a search leads to one.
  const visits = SCREENS.filter((s) => s.path !== '/reload').map((screen) => ({
    screen,
    url: `${screen.path}${ofEnterprise(screen.path) ? `?id=${id}` : ''}`,
  }));
  visits.push({ screen: SCREENS.find((s) => s.path === '/cyl/qyxq')!, url: '/cyl/qyxq' });
  for (const { screen, url } of visits) {
    const response = await page.goto(`/zsai${url}`);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole('banner'), screen.path).toBeVisible();
    await expect(page.getByText('Application error'), screen.path).toHaveCount(0);
    await expect(page.getByText('404页面'), screen.path).toHaveCount(0);
    if (!screen.built) {
      await expect(page.getByTestId('coming-soon')).toContainText(screen.name);
      await expect(page).toHaveTitle(`${screen.name} - 招商AI`);
    }
    expect(await page.title(), screen.path).not.toContain('招商AI - 招商AI');
    // The data's arrival, bounded: a screen that keeps polling is measured as it stands.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    expect(await layoutReport(page), url).toEqual({ overflow: 0, atEdge: [], forbidden: [] });
  }
  // The last visit: /cyl/qyxq without an enterprise offers the search.
  await expect(page.getByTestId('enterprise-entry')).toContainText('企业详情');
  await page.goto('/zsai/reload?from=%2Fmember');
  await expect(page).toHaveURL(/\/zsai\/member$/);
  expect(errors).toEqual([]);
});
