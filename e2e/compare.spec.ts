import { expect, test } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { confirmExport } from './fixtures/modal';

// 企业对比 (/qyhx/qyhxModel): three companies put in the comparison tray from 找企业's results,
// the tray kept across a reload, and the comparison side by side with its differences marked.

test('add three companies to the comparison from search results and compare them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  // The tray is the user's own and persists: start from an empty one.
  const cleared = await page.request.post(
    '/zsai/api/api-system/system/core/sysInvokeScript/invoke/qydbTrayClear',
    { data: { params: {} }, headers: { origin: new URL(page.url()).origin } },
  );
  expect(cleared.status()).toBe(200);

  await page.goto('/zsai/qyhx?keyword=%E9%9B%86%E5%9B%A2');
  const rows = page.getByTestId('search-results').locator('.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const picked: { id: string; name: string }[] = [];
  for (let i = 0; i < 3; i += 1) {
    const row = rows.nth(i);
    const link = row.getByTestId('result-name');
    const id = /id=(\d+)/.exec((await link.getAttribute('href')) ?? '')![1]!;
    picked.push({ id, name: await link.innerText() });
    const add = row.getByTestId('compare-add');
    await add.click();
    await expect(add).toHaveAttribute('data-in-tray', '1');
  }

  // The tray is stored for the user: a reload still shows it.
  await page.reload();
  await expect(rows.first().getByTestId('compare-add')).toHaveAttribute('data-in-tray', '1', {
    timeout: 30_000,
  });
  await page.getByTestId('compare-tray-toggle').click();
  const items = page.getByTestId('compare-tray-item');
  await expect(items).toHaveCount(3);
  for (const [k, p] of picked.entries()) await expect(items.nth(k)).toContainText(p.name);
  await page.getByTestId('compare-tray-start').click();

  // Side by side, in the order they were added; the URL holds the set.
  await expect(page).toHaveURL(
    new RegExp(`/zsai/qyhx/qyhxModel\\?ids=${picked.map((p) => p.id).join(',')}$`),
  );
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(3, { timeout: 30_000 });
  for (const [k, p] of picked.entries()) {
    await expect(columns.nth(k)).toHaveAttribute('data-id', p.id);
    await expect(columns.nth(k)).toContainText(p.name);
  }
  // Differences are marked: three companies never share their credit code.
  const differing = page.locator('[data-testid="compare-row"][data-differs="1"]');
  await expect(page.locator('[data-testid="compare-row"][data-key="tyshxydm"]')).toHaveAttribute(
    'data-differs',
    '1',
  );
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('compare-diff-count')).toContainText('项不同');
  await expect(page.getByTestId('compare-radar-chart').locator('canvas')).toBeVisible();

  // The export tells today's quota first, then downloads one row per company.
  await page.getByTestId('compare-exports').getByRole('button', { name: '导出CSV' }).click();
  await expect(page.getByTestId('export-quota')).toContainText('前 3 条');
  const download = await confirmExport(page);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  // Only the differing rows.
  const all = await page.getByTestId('compare-row').count();
  await page.getByTestId('compare-only-diffs').click();
  await expect(page.locator('[data-testid="compare-row"][data-differs="0"]')).toHaveCount(0);
  expect(await page.getByTestId('compare-row').count()).toBeLessThanOrEqual(all);

  // Removing a company leaves two side by side.
  await columns.nth(2).getByTestId('compare-remove').click();
  await expect(page).toHaveURL(new RegExp(`ids=${picked[0]!.id},${picked[1]!.id}$`));
  await expect(columns).toHaveCount(2);
});
