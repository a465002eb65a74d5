import { expect, test } from '@playwright/test';
import { SCREENS } from '@/lib/site/screens';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// Every screen of the spec's route list, opened by a VIP: read-only, so it runs beside the other
// journeys (the shell's own journeys, which assert the VIP's bell and location, run alone).

test('every route of the spec answers 200 for a VIP user without a framework error', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
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
  // /reload redirects at once: checked on its own after the loop.
  for (const screen of SCREENS.filter((s) => s.path !== '/reload')) {
    const query = ofEnterprise(screen.path) ? `?id=${id}` : '';
    const response = await page.goto(`/zsai${screen.path}${query}`);
    expect(response?.status(), screen.path).toBe(200);
    await expect(page.getByRole('banner'), screen.path).toBeVisible();
    await expect(page.getByText('Application error'), screen.path).toHaveCount(0);
    await expect(page.getByText('404页面'), screen.path).toHaveCount(0);
    if (!screen.built) {
      await expect(page.getByTestId('coming-soon')).toContainText(screen.name);
      await expect(page).toHaveTitle(`${screen.name} - 招商AI`);
    }
    expect(await page.title(), screen.path).not.toContain('招商AI - 招商AI');
  }
  await page.goto('/zsai/reload?from=%2Fmember');
  await expect(page).toHaveURL(/\/zsai\/member$/);
  expect(errors).toEqual([]);
});
