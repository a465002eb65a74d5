import { expect, test } from '@playwright/test';
import { hoverClick } from './fixtures/hover';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { pickCascaderItem } from './fixtures/select';

// 融资商机 (/rzsj): a VIP opens it from the application menu, narrows it (nationwide, 大额中标,
// not yet a customer), reads a lead's trigger and score, opens the trigger's evidence (its row
// in the profile), and adds the enterprise to the customer book, after which 仅看已是客户 lists it.

test('find a financing lead, open its evidence and add it to customers', async ({ page }) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.vip);

  const apps = page.getByRole('button', { name: '应用' });
  const panel = page.getByTestId('application-panel');
  await hoverClick(apps, panel.locator('[data-menu-key="rzsj"]'));
  await expect(page).toHaveURL(/\/zsai\/rzsj$/);
  await expect(page.getByRole('heading', { name: '融资商机' })).toBeVisible();
  // Generated data says so, and the screen explains how leads are found and scored.
  await expect(page.getByTestId('demo-data-tag')).toHaveText('演示数据');
  await page.getByRole('button', { name: '商机如何发现与评分' }).click();
  await expect(page.getByTestId('lead-explainer')).toContainText('大额中标');
  await expect(page.getByTestId('lead-explainer')).toContainText('商机评分 = 触发得分 × 规模系数');

  // Nationwide, one trigger type, leads that are not my customers yet; the URL holds it all.
  await page.getByTestId('lead-region').click();
  await pickCascaderItem(
    page,
    page.locator('.ant-cascader-menu-item').filter({ hasText: /^全国$/ }),
  );
  await expect(page).toHaveURL(/[?&]region=000000(&|$)/);
  await page.getByTestId('lead-trigger-filter').getByText('大额中标', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]trigger=bid_won(&|$)/);
  await page.getByTestId('lead-customer-filter').getByText('排除已是客户').click();
  await expect(page).toHaveURL(/[?&]customer=exclude(&|$)/);
  await expect(page.getByTestId('lead-total')).toContainText(/共找到 [\d,]+ 条融资商机/);

  // The first lead: its 大额中标 trigger is a dated sentence citing the bid.
  const row = page.getByTestId('lead-table').locator('.ant-table-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const name = (await row.getByTestId('lead-name').innerText()).trim();
  const id = /id=(\d+)/.exec((await row.getByTestId('lead-name').getAttribute('href')) ?? '')![1]!;
  const trigger = row.locator('[data-testid="lead-trigger"][data-trigger="bid_won"]').first();
  await expect(trigger).toContainText(/^大额中标\s*\d{4}-\d{2}-\d{2} 中标「.+」，金额 /);
  const title = /中标「(.+?)」/.exec(await trigger.innerText())![1]!;
  await expect(row.getByTestId('lead-products')).toContainText('依据：');
  // The score opens its breakdown.
  await row.getByTestId('lead-score').click();
  await expect(page.getByTestId('score-breakdown')).toContainText('触发得分');
  await expect(page.getByTestId('score-breakdown')).toContainText('规模系数');
  await row.getByTestId('lead-score').click();

  // 查看依据: the bid's own row in the profile's 招投标 section, on whichever page of the
  // list it is, scrolled into view and marked.
  await trigger.getByTestId('lead-evidence-link').click();
  await expect(page).toHaveURL(new RegExp(`/zsai/cyl/qyxq\\?id=${id}&dim=ztb&row=\\d+#dim-ztb$`));
  const section = page.getByTestId('section-ztb');
  await expect(section).toBeVisible({ timeout: 30_000 });
  const focused = section.locator('tr[data-focused="true"]');
  await expect(focused).toHaveCount(1, { timeout: 30_000 });
  await expect(focused).toHaveAttribute('aria-current', 'true');
  await expect(focused).toContainText(title);
  await expect(focused).toBeInViewport();

  // Back to the list: add the enterprise to my customers.
  await page.goBack();
  await expect(page).toHaveURL(/\/zsai\/rzsj\?/);
  const same = page.getByTestId('lead-table').locator('.ant-table-row').filter({ hasText: name });
  await same.getByTestId('customer-add').click();
  const dialog = page.getByRole('dialog', { name: '加入客户' });
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog).toBeHidden();
  // Leads of my customers are excluded now; 仅看已是客户 shows it.
  await expect(same).toHaveCount(0, { timeout: 30_000 });
  await page.getByTestId('lead-customer-filter').getByText('仅看已是客户').click();
  await expect(page).toHaveURL(/[?&]customer=only(&|$)/);
  await expect(same.getByTestId('lead-name')).toHaveText(name, { timeout: 30_000 });
  await expect(same.getByTestId('customer-already')).toBeVisible();
});
