import { expect, test } from '@playwright/test';
import { PRIVACY_POLICY, USER_AGREEMENT } from '@/components/legal/documents';
import { holdScripts } from './fixtures/hold-scripts';

const QUERY = '/zsai/api/api-form/form/core/formCustomQuery/queryForJson_';

test.describe('the portal', () => {
  test('serves the home page in Chinese with the product title', async ({ page }) => {
    const response = await page.goto('/zsai/home');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(/招商AI/);
    await expect(page.getByRole('heading', { level: 1, name: '招商AI' })).toBeVisible();
    await expect(page.getByText('全国企业商业分析AI平台').first()).toBeVisible();
    // The coverage figures come from the backend's reference data (the live enterprise
    // figures above them come from the database).
    await expect(page.getByText('省级行政区')).toBeVisible();
    await expect(page.getByText('省级行政区').locator('xpath=preceding-sibling::dd')).toHaveText(
      '31',
    );
    await expect(page.getByTestId('live-figures')).toContainText('收录企业');
  });

  test('keeps the layout at least 1440 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/zsai/home');
    const minWidth = await page.evaluate(() => getComputedStyle(document.body).minWidth);
    expect(minWidth).toBe('1440px');
  });

  test('sends / to the home page', async ({ page }) => {
    await page.goto('/zsai');
    await expect(page).toHaveURL(/\/zsai\/home$/);
  });

  test('answers an unknown page with the 404 page and a way home', async ({ page }) => {
    const response = await page.goto('/zsai/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404页面');
    await expect(page.getByText('抱歉，页面好像飞走了，请尝试刷新或返回首页')).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/zsai\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: '招商AI' })).toBeVisible();
  });
});

// The public pages are whole in the server's HTML: visible without any JavaScript, and the
// chrome's hydration moves nothing (docs/decisions/010-public-page-weight.md).
test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show the agreement, the privacy policy and home from the server HTML alone', async ({
    page,
  }) => {
    for (const [cur, legal] of [USER_AGREEMENT, PRIVACY_POLICY].entries()) {
      await page.goto(`/zsai/gywm?cur=${cur}`);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      for (const section of [legal.sections[0]!, legal.sections.at(-1)!]) {
        await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
        await expect(page.getByText(section.paragraphs[0]!)).toBeVisible();
      }
    }
    await page.goto('/zsai/home');
    await expect(page.getByRole('heading', { level: 1, name: '招商AI' })).toBeVisible();
    await expect(page.getByText('省级行政区')).toBeVisible();
  });
});

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type ShiftTotal = { layoutShift: number };

test('the agreement page does not move when its chrome hydrates', async ({ page }) => {
  // Every layout shift of the page's life, summed as CLS counts them.
  await page.addInitScript(() => {
    const total = window as unknown as ShiftTotal;
    total.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (!entry.hadRecentInput) total.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The page's scripts wait until the server's HTML has been measured.
  const release = await holdScripts(page);
  await page.goto('/zsai/gywm?cur=0', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1, name: USER_AGREEMENT.title });
  const before = await heading.boundingBox();
  expect(before).not.toBeNull();
  release();
  // Hydrated, and the visitor's side of the header shown (it waits for the current user).
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  await expect(page.getByTestId('location')).toHaveText('定位失败');
  await page.waitForLoadState('networkidle');
  expect(await heading.boundingBox()).toEqual(before);
  const shift = await page.evaluate(() => (window as unknown as ShiftTotal).layoutShift);
  expect(shift).toBeLessThan(0.01);
});

test.describe('the API door /zsai/api', () => {
  test('returns the address tree through the proxy', async ({ request }) => {
    const res = await request.post(`${QUERY}qyhxWebAddr`, { form: { params: '{}' } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      data: { label: string; code: string }[];
    };
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(31);
    expect(body.data.find((p) => p.label === '浙江省')?.code).toBe('330000');
  });

  test('passes multipart bodies and the menuKey header through', async ({ request }) => {
    const res = await request.post(`${QUERY}qyhxWebHyml`, {
      multipart: { params: JSON.stringify({ rank: 1 }) },
      headers: { menuKey: 'cyl' },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: { name: string }[] };
    expect(body.data).toHaveLength(20);
    expect(body.data[0]?.name).toBe('农、林、牧、渔业');
  });

  test('answers bad input with envelopes and keeps serving', async ({ request }) => {
    const unknown = await request.get('/zsai/api/api-nothing/here');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: 404 });

    const malformed = await request.post(`${QUERY}qyhxWebAddr`, {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"params":'),
    });
    expect(malformed.status()).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toContain('JSON');

    const alias = await request.post(`${QUERY}noSuchAlias`);
    expect(alias.status()).toBe(404);
    expect(((await alias.json()) as { message: string }).message).toContain('noSuchAlias');

    const health = await request.get('/zsai/api/api-system/system/health');
    expect(await health.json()).toMatchObject({
      success: true,
      data: { status: 'ok', seeded: true },
    });
  });

  test('publishes the OpenAPI document', async ({ request }) => {
    const res = await request.get('/zsai/api/openapi.json');
    expect(res.status()).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api-form/form/core/formCustomQuery/{query}');
  });
});

test('shows a banner while the browser is offline', async ({ page, context }) => {
  await page.goto('/zsai/home');
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: '网络已断开' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: '网络已断开' })).toBeHidden();
});
