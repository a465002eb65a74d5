import { expect, test, type Page } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 编辑资料 in the personal centre edits the user's own profile (name, company, region, head
// image) with the form engine; the engine's demonstration fields are not there. The staff VIP
// is used: no other spec reads its name, and this one puts it back.

async function editProfile(page: Page, fullname: string, company: string) {
  await page.getByRole('button', { name: '编 辑' }).click();
  await page.locator('#fullname').fill(fullname);
  await page.locator('#company').fill(company);
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.locator('[data-field="fullname"]')).toHaveText(fullname);
}

test("编辑资料 edits the user's own profile", async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip, '/user/my_account');
  await page.getByRole('link', { name: '编辑资料' }).click();
  await expect(page).toHaveURL(/\/zsai\/user\/profile_form$/);

  // The user's own fields, as the personal centre knows them; none of the demonstration's.
  await expect(page.locator('[data-field="fullname"]')).toHaveText('赵运营');
  await expect(page.locator('[data-field="company"]')).toHaveText('招商AI运营中心');
  for (const label of ['所在地区', '头像']) {
    await expect(page.locator(`label[title="${label}"]`)).toBeVisible();
  }
  for (const label of ['最低温度', '亏损额', '期望薪资']) {
    await expect(page.getByText(label)).toHaveCount(0);
  }

  // A required field keeps its rule.
  await page.getByRole('button', { name: '编 辑' }).click();
  await page.locator('#fullname').fill('');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('该填写项不能为空')).toBeVisible();
  await page.getByRole('button', { name: '取 消' }).click();

  await editProfile(page, '赵经理', '招商AI华东运营中心');
  // The header and the personal centre read the same user.
  await expect(page.getByTestId('user-name')).toHaveText('赵经理');
  await page.goto('/zsai/user/my_account');
  await expect(page.getByText('招商AI华东运营中心')).toBeVisible();

  await page.getByRole('link', { name: '编辑资料' }).click();
  await editProfile(page, '赵运营', '招商AI运营中心');
});
