import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestOutboxCode } from './fixtures/outbox';
import { nextCaptchaAnswer } from './fixtures/captcha';
import { openLoginDialog } from './fixtures/modal';
import { serverClockAhead } from './fixtures/clock';
import { SMS_RESEND_COUNTDOWN_S } from '@/lib/constants';

async function openLogin(page: Page): Promise<Locator> {
  await page.goto('/zsai/home');
  return openLoginDialog(page);
}

async function fillSmsCode(page: Page, dialog: Locator, phone: string) {
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /重新获取\(\d+\)/ })).toBeVisible();
  await dialog.getByLabel('短信验证码').fill(await latestOutboxCode(page.request, phone));
}

async function passwordLogin(page: Page, phone: string, password: string) {
  const dialog = await openLogin(page);
  const answer = await nextCaptchaAnswer(page, () =>
    dialog.getByRole('tab', { name: '密码登录' }).click(),
  );
  await dialog.getByLabel('账户名').fill(phone);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByLabel('图形验证码').fill(answer);
  await dialog.getByRole('button', { name: '登 录' }).click();
}

async function completeInfo(page: Page, fullname: string, company: string) {
  const info = page.getByRole('dialog', { name: '完善信息' });
  await info.getByLabel('姓名').fill(fullname);
  await info.getByLabel('单位名称').fill(company);
  await info.getByRole('button', { name: '提 交' }).click();
  await expect(info).toBeHidden();
}

async function register(page: Page, phone: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByRole('button', { name: '免费注册' }).click();
  await expect(dialog.getByText('注册', { exact: true })).toBeVisible();
  await dialog.getByLabel('手机号码').fill(phone);
  await fillSmsCode(page, dialog, phone);
  await dialog.getByLabel('登录密码', { exact: true }).fill(password);
  await dialog.getByLabel('确认登录密码').fill(password);
  await dialog.getByRole('button', { name: '注 册' }).click();
}

test.describe.configure({ mode: 'serial' });

test('registration checks its fields, activates the account and logs the user in', async ({
  page,
}) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByRole('button', { name: '免费注册' }).click();
  await dialog.getByLabel('手机号码').fill('12345');
  await dialog.getByLabel('登录密码', { exact: true }).fill('Secret2026');
  await dialog.getByLabel('确认登录密码').fill('Other2026');
  await dialog.getByRole('button', { name: '注 册' }).click();
  await expect(dialog.getByText('格式不正确')).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(dialog.getByText('请输入短信验证码')).toBeVisible();

  // The 注册成功 toast can vanish with the reload that follows a quick activation: read the
  // answer instead.
  const registered = page.waitForResponse((r) => r.url().includes('/dzxxWebRegister'));
  await register(page, '13922220001', 'Secret2026');
  expect(await (await registered).json()).toMatchObject({ success: true, message: '注册成功' });
  // Activation reaches 100 %, then the page reloads logged in; the name is the phone.
  await expect(page.getByTestId('user-name')).toHaveText('13922220001', {
    timeout: 20_000,
  });

  // The new account has no real name or company yet: the info modal asks, on change.
  const info = page.getByRole('dialog', { name: '完善信息' });
  await expect(info).toBeVisible();
  await info.getByRole('button', { name: '提 交' }).click();
  await expect(info.getByText('该填写项不能为空')).toHaveCount(2);
  await info.getByLabel('姓名').fill('张'.repeat(51));
  await info.getByLabel('单位名称').fill('示范科技有限公司');
  await expect(info.getByText('最多输入50个字符')).toBeVisible();
  await info.getByRole('button', { name: '提 交' }).click();
  await expect(info).toBeVisible();
  await info.getByLabel('姓名').fill('');
  // The name's own message: the company's may still be fading out (antd's leave animation).
  await expect(info.locator('#fullname_help')).toHaveText('该填写项不能为空');
  await info.getByLabel('姓名').fill('张三');
  await info.getByRole('button', { name: '提 交' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(info).toBeHidden();
  await expect(page.getByTestId('user-name')).toHaveText('张三');
});

test('find password: the old password stops working and the new one works', async ({ page }) => {
  const phone = '13922220002';
  await register(page, phone, 'OldSecret2026');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 20_000 });
  await completeInfo(page, '王五', '示范产业园');
  // Visiting login ends the session (the header's logout is covered by the SMS login spec).
  await page.goto('/zsai/login');
  await expect(page).toHaveURL(/\/zsai\/home\?login=1$/);

  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByRole('button', { name: '忘记密码？' }).click();
  await dialog.getByLabel('手机号码').fill(phone);
  // The registration code was sent less than 60 s ago: the server's clock runs past the
  // resend wait for this browser.
  await serverClockAhead(page.context(), (SMS_RESEND_COUNTDOWN_S + 1) * 1000);
  await fillSmsCode(page, dialog, phone);
  await dialog.getByLabel('登录密码', { exact: true }).fill('NewSecret2026');
  await dialog.getByLabel('确认登录密码').fill('NewSecret2026');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await page.keyboard.press('Escape');

  await passwordLogin(page, phone, 'OldSecret2026');
  await expect(page.getByText('账户名或密码错误')).toBeVisible();

  await passwordLogin(page, phone, 'NewSecret2026');
  await expect(page.getByTestId('user-name')).toHaveText('王五');
});

test('registering a taken phone offers to go to login', async ({ page }) => {
  // The first test sent this phone a code less than 60 s ago: run past the resend wait.
  await serverClockAhead(page.context(), (SMS_RESEND_COUNTDOWN_S + 1) * 1000);
  await register(page, '13922220001', 'Secret2026');
  const notice = page.getByRole('dialog', { name: '操作提示' });
  await expect(notice.getByText('手机号码已经注册帐号')).toBeVisible();
  await notice.getByRole('button', { name: '去登录' }).click();
  await expect(page.getByRole('tab', { name: '验证码登录' })).toBeVisible();
});

test('the register page clears the session and opens registration with the invitation code', async ({
  page,
}) => {
  await page.goto('/zsai/login?isLogin=1');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await page.goto('/zsai/register?scene=INV2026');
  await expect(page).toHaveURL(/\/zsai\/home\?login=register&scene=INV2026$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('注册', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('邀请码')).toHaveValue('INV2026');
  const me = await page.request.get('/zsai/api/api-user/user/org/osUser/current');
  expect(me.status()).toBe(401);
});
