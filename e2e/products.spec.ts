import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_MESSAGES, type ProductRecord } from '@/lib/contract/products';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 找产品 (/cyl/zcp): from the top menu, search a product, open its detail, its producers and
// why one of them makes it, and that producer's company profile. A trial user holds bt-zcp.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function hotProducts(page: Page): Promise<ProductRecord[]> {
  const res = await page.request.post(
    '/zsai/api/api-form/form/core/formCustomQuery/queryForJson_zcpHot',
    {
      form: { params: JSON.stringify({ limit: 10 }) },
      headers: { origin: new URL(page.url()).origin },
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ProductRecord[] }).data;
}

test('找产品 → search a product → its detail → its producers → a producer’s profile', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.trial);
  // The product with the most producers (the demo data is generated).
  const product = (await hotProducts(page)).find((p) => p.producercount > 0);
  expect(product, 'a product with producers').toBeDefined();

  await page.locator('header [data-menu-key="zcp"]').click();
  await expect(page).toHaveURL(/\/zsai\/cyl\/zcp$/);
  await expect(page.getByTestId('hot-product').first()).toBeVisible();
  await expect(page.getByTestId('category-tree')).toBeVisible();

  // Suggestions as the user types; Enter lists every match, the URL keeps the keyword.
  const box = page.getByTestId('product-search-input').locator('input');
  await box.fill(product!.name);
  await expect(page.getByTestId('product-suggestion').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/zsai\/cyl\/zcp\?keyword=/);
  const result = page.getByTestId('product-result-name').filter({ hasText: product!.name });
  await expect(result.first()).toBeVisible();
  await result.first().click();

  await expect(page).toHaveURL(new RegExp(`/zsai/cyl/zcp/cpxq\\?product=${product!.code}`));
  await expect(page.getByTestId('product-name')).toHaveText(product!.name);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(product!.name)} - 产品详情`));
  await expect(page.getByTestId('product-links')).toBeVisible();

  // Producers ranked by evidence, each with its confidence and why it makes the product.
  const producers = page.getByTestId('producer-table');
  await expect(producers.getByTestId('producer-name').first()).toBeVisible();
  await expect(producers.getByTestId('confidence-tag').first()).toBeVisible();
  await producers.getByTestId('producer-evidence').first().click();
  await expect(
    page.getByTestId('producer-evidence-list').getByTestId('evidence-item').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const first = producers.getByTestId('producer-name').first();
  const name = await first.innerText();
  expect(await first.getAttribute('href')).toMatch(/^\/zsai\/cyl\/qyxq\?id=\d+$/);
  await first.click();
  await expect(page).toHaveURL(/\/zsai\/cyl\/qyxq\?id=\d+$/);
  await expect(page.getByTestId('profile-header')).toContainText(name, { timeout: 30_000 });
});

test('a product or category that does not exist is a 404 with the way back', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.trial);
  const product = await page.goto('/zsai/cyl/zcp/cpxq?product=no-such-product');
  expect(product?.status()).toBe(404);
  await expect(page.getByTestId('product-not-found')).toContainText(
    PRODUCT_MESSAGES.noSuchProduct('no-such-product'),
  );
  await page.getByRole('link', { name: '返回找产品' }).click();
  await expect(page).toHaveURL(/\/zsai\/cyl\/zcp$/);

  const category = await page.goto('/zsai/cyl/zcp/cpflxq?category=no-such-category');
  expect(category?.status()).toBe(404);
  await expect(page.getByTestId('product-not-found')).toContainText(
    PRODUCT_MESSAGES.noSuchCategory('no-such-category'),
  );
});
