import { expect, test } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 政策问答 (/chat/gjzc): a VIP searches the policy library (demo policies labelled 演示数据),
// then checks a company picked by its suggestion against the library and sees each
// condition's verdict with the fact that decided it.

test('search policies and run an eligibility check for a company', async ({ page }) => {
  test.setTimeout(120_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(
    '/zsai/api/api-form/form/core/formCustomQuery/queryForJson_qyhxSuggest',
    { form: { params: JSON.stringify({ keyword: '科技' }) }, headers: { origin } },
  );
  expect(res.status()).toBe(200);
  const [company] = ((await res.json()) as { data: { ID_: string; qymc: string }[] }).data;
  expect(company).toBeDefined();

  await page.goto('/zsai/chat/gjzc');
  const list = page.getByTestId('policy-list');
  await expect(list.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText('演示数据').first()).toBeVisible();
  await page.getByTestId('policy-keyword').locator('input').fill('高新技术');
  await page.getByTestId('policy-keyword').locator('input').press('Enter');
  const titles = list.getByTestId('policy-title');
  await expect(titles.first()).toContainText('高新技术', { timeout: 30_000 });

  await page.getByRole('tab', { name: '资格自检' }).click();
  await page.getByTestId('eligibility-enterprise').fill(company!.qymc);
  await page.locator(`[data-testid="suggestion"][data-id="${company!.ID_}"]`).click();
  const summary = page.getByTestId('eligibility-summary');
  await expect(summary).toContainText(company!.qymc, { timeout: 30_000 });
  const verdicts = page.getByTestId('policy-eligibility').getByTestId('clause-verdict');
  await expect(verdicts.first()).toBeVisible();
  expect(await verdicts.count()).toBeGreaterThan(1);
  for (const v of await verdicts.allInnerTexts()) expect(['符合', '不符合', '待确认']).toContain(v);
  // The first policy's conditions are open: each row has its verdict and where its fact comes from.
  const row = page.getByTestId('policy-eligibility').locator('.ant-table-row').first();
  await expect(row).toContainText(/符合|不符合|待确认/);
  await expect(row).toContainText(/工商登记信息|年度报告|资质标签|变更记录|需企业自行确认|—/);
  await expect(page.getByTestId('eligibility-pdf')).toHaveAttribute(
    'href',
    new RegExp(`eligibilityPdf\\?qyid=${company!.ID_}$`),
  );
});
