import { expect, test, type Page } from '@playwright/test';
import { ENGINE_DEMO_FIELDS } from '../lib/contract/forms/engine-demo';
import { RULE_CASES } from '../lib/validation/rule-cases';
import { RULE_MESSAGES } from '../lib/validation/messages';
import { AUTO_LOGIN, restoreSavedSession } from './fixtures/session';

// The generic form engine on its developer demonstration (/zsai/dev/form-engine, served with
// ZSAI_DEV_ENDPOINTS=1): every rule's Chinese message, saving, the read-only view, and uploads
// refused by the portal and by the server. The user's own profile is profile-edit.spec.ts.

const UPLOAD = '/zsai/api/api-system/system/core/sysFile/upload';

// The trial account's saved session (or its auto-login): no SMS code needed, so no resend
// limit between tests. The demonstration is its own record, never the user's row.
async function openDemo(page: Page) {
  if (await restoreSavedSession(page.context(), AUTO_LOGIN.trial)) {
    await page.goto('/zsai/dev/form-engine');
  } else {
    await page.goto(`/zsai/login?account=${AUTO_LOGIN.trial}&redirect=%2Fdev%2Fform-engine`);
  }
  await expect(page).toHaveURL(/\/zsai\/dev\/form-engine$/);
}

const item = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });

test.describe.configure({ mode: 'serial' });

test('the demonstration shows each rule message, saves and re-opens read-only', async ({
  page,
}) => {
  await openDemo(page);
  await expect(page.getByText('表单引擎示例').first()).toBeVisible();
  await page.getByRole('button', { name: '编 辑' }).click();

  // One refused value per rule, then save: every field shows its own message.
  const fieldFor = (rule: string) =>
    ENGINE_DEMO_FIELDS.find((f) => f.type === 'input' && f.rule === rule)!;
  for (const c of RULE_CASES) await page.locator(`#${fieldFor(c.rule).model}`).fill(c.invalid[0]!);
  await page.locator('#fullname').fill('');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(item(page, '姓名')).toContainText(RULE_MESSAGES.required);
  for (const c of RULE_CASES) {
    await expect(item(page, fieldFor(c.rule).label)).toContainText(c.message);
  }

  // Correct everything: valid values for some, empty for the rest.
  for (const c of RULE_CASES) await page.locator(`#${fieldFor(c.rule).model}`).fill('');
  await page.locator('#fullname').fill('李专员');
  await page.locator('#company').fill('示范产业园招商局');
  await page.locator('#email').fill('li@example.com');
  await page.locator('#idcard').fill('11010519491231002X');
  await expect(page.locator('#idcard')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // The read-only view: saved values, '-' for empty ones.
  await expect(page.getByRole('button', { name: '编 辑' })).toBeVisible();
  await expect(page.locator('[data-field="fullname"]')).toHaveText('李专员');
  await expect(page.locator('[data-field="email"]')).toHaveText('li@example.com');
  await expect(page.locator('[data-field="website"]')).toHaveText('-');
  await expect(page.locator('[data-field="birthday"]')).toHaveText('-');
  await expect(page.locator('[data-field="attachments"]')).toHaveText('-');

  await page.reload();
  await expect(page.locator('[data-field="company"]')).toHaveText('示范产业园招商局');
  await expect(page.locator('[data-field="qq"]')).toHaveText('-');
});

test('uploads with a long name or a wrong suffix show the exact messages', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('button', { name: '编 辑' }).click();
  const input = item(page, '附件').locator('input[type="file"]');
  const png = Buffer.from('89504e470d0a1a0a', 'hex');

  await input.setInputFiles({ name: `${'a'.repeat(97)}.png`, mimeType: 'image/png', buffer: png });
  await expect(page.getByText('文件名过长，上传失败')).toBeVisible();

  await input.setInputFiles({ name: 'setup.exe', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('只能上传pdf,docx,jpg,png格式的文件')).toBeVisible();
});

test('the server refuses a too-large file even when the portal is bypassed', async ({
  page,
  baseURL,
}) => {
  await openDemo(page);
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(big);
  const res = await page.request.post(UPLOAD, {
    headers: { origin: baseURL! },
    multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: big } },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({
    success: false,
    message: '文件大小不能超过5MB，上传失败',
  });
});
