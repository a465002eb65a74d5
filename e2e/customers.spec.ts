import { expect, test, type Page } from '@playwright/test';
import { customQuery } from './fixtures/custom-query';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { pickOption } from './fixtures/select';

// 客户管理 (/glzx): a VIP adds a company to customers from its profile, records a follow-up
// with a reminder due today, finds the customer in the book and the reminder in the centre
// and on /user/glzx_trends, marks it done, imports a CSV list (matched and unknown rows) and
// reads the pipeline.

/** The customer book persists between runs: take the enterprise out of it first. */
async function notACustomer(page: Page, enterpriseId: string, name: string) {
  const rows = await customQuery<{ ID_: string; qyid: string }[]>(page, 'glzxCustomers', {
    pageSize: 50,
    keyword: name,
  });
  const ids = rows.filter((r) => r.qyid === enterpriseId).map((r) => r.ID_);
  if (ids.length > 0) await customQuery(page, 'glzxRemoveCustomers', { ids });
}

const today = () => {
  const now = new Date(Date.now() + 8 * 3600_000);
  return now.toISOString().slice(0, 10);
};

test('add a company to customers, follow it up with a reminder, import a list', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await autoLogin(page, AUTO_LOGIN.vip);

  // A company from 找企业's results.
  await page.goto('/zsai/qyhx?keyword=%E7%A7%91%E6%8A%80');
  const first = page.getByTestId('search-results').locator('.ant-table-row').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const link = first.getByTestId('result-name');
  const id = /id=(\d+)/.exec((await link.getAttribute('href')) ?? '')![1]!;
  const name = (await link.innerText()).trim();
  await notACustomer(page, id, name);

  // 加入客户 on its profile, into 重点客户; then the button says 已是客户.
  await page.goto(`/zsai/cyl/qyxq?id=${id}`);
  await page.getByTestId('customer-add').click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: '加入客户' });
  await dialog.getByTestId('customer-add-group').click();
  await pickOption(page, '重点客户');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('已加入客户')).toBeVisible();
  await expect(page.getByTestId('customer-already')).toBeVisible();

  // In the customer book, in its group, at stage 线索.
  await page.goto('/zsai/glzx');
  await expect(page.getByRole('heading', { name: '我的客户' })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('filter-keyword').locator('input').fill(name);
  await page.getByTestId('filter-keyword').locator('input').press('Enter');
  const row = page.getByTestId('customer-table').locator('.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('重点客户');
  await expect(row).toContainText('线索');

  // A follow-up with a reminder today; the stage moves to 已接触 with today's date.
  await row.getByTestId('customer-open').click();
  const drawer = page.getByTestId('customer-detail');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('customer-stage').click();
  await pickOption(page, '已接触');
  await expect(drawer).toContainText(`已接触：${today()}`);
  await drawer.getByTestId('follow-up-content').fill('电话介绍流动资金贷款，客户有意向');
  await drawer.getByLabel('下一步计划').fill('上门拜访财务负责人');
  await drawer.getByTestId('follow-up-remind').click();
  await page.keyboard.type(today());
  // Enter confirms the date and submits the form, as 保存 would. Its toast lasts three seconds,
  // which a loaded machine can spend before the next step: the saved record is the proof.
  const saved = page.waitForResponse((r) => r.url().includes('queryForJson_glzxAddFollowUp'));
  await page.keyboard.press('Enter');
  const answer = (await (await saved).json()) as { success: boolean; message: string };
  expect(answer).toMatchObject({ success: true, message: '跟进记录已保存' });
  await expect(drawer.getByTestId('follow-up-timeline')).toContainText('电话介绍流动资金贷款');
  await page.keyboard.press('Escape');

  // The reminder is due: in 跟进提醒 and on 企业动态 (/user/glzx_trends); 完成 clears it.
  await page.getByTestId('centre-menu').getByText('跟进提醒').click();
  await expect(page).toHaveURL(/view=reminders/);
  const reminder = page.getByTestId('reminders').locator('.ant-table-row', { hasText: name });
  await expect(reminder).toContainText('上门拜访财务负责人');
  await page.goto('/zsai/user/glzx_trends');
  const onTrends = page.getByTestId('reminders').locator('.ant-table-row', { hasText: name });
  await expect(onTrends).toBeVisible({ timeout: 30_000 });
  await onTrends.getByTestId('reminder-done').click();
  await expect(page.getByText('提醒已完成')).toBeVisible();
  await expect(onTrends).toHaveCount(0);

  // Import: one row matching the company by name, one unknown; the report lists both.
  await page.goto('/zsai/glzx/js/leftMenu?view=import');
  await expect(page.getByRole('heading', { name: '客户导入' })).toBeVisible({ timeout: 30_000 });
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({
    name: '分行客户.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF企业名称\r\n${name}\r\n不存在的测试企业有限公司\r\n`, 'utf8'),
  });
  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByTestId('import-totals')).toContainText('已是客户 1');
  await expect(report.getByTestId('import-totals')).toContainText('未匹配 1');
  await expect(report).toContainText('未找到该名称的企业');

  // The pipeline counts it at 已接触.
  await page.getByTestId('centre-menu').getByText('销售漏斗').click();
  await expect(page.getByTestId('pipeline-contacted')).not.toContainText(/^0/);
  await expect(page.getByTestId('pipeline-stage-chart')).toBeVisible();
});

test('a trial member sees the upgrade prompt instead of the customer book', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.trial);
  await page.goto('/zsai/glzx');
  await expect(page.getByTestId('no-permission')).toContainText('当前会员等级无权使用客户管理');
});
