import { expect, test, type Locator } from '@playwright/test';
import { hoverClick } from './fixtures/hover';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 商业对接 (/sydj): a user publishes a post; another user (a second browser context) finds it
// and sends a message through 联系发布者; the poster sees it in the bell and in the personal
// centre's 对接消息, replies, and the reply reaches the other side. No phone number shows.

const PHONES = Object.values(AUTO_LOGIN);

/** What we show of other users never holds a phone (the user's own profile may). */
async function expectNoPhones(area: Locator) {
  const text = await area.innerText();
  for (const phone of PHONES) expect(text).not.toContain(phone);
}

test('publish a post, receive a message on it and reply from the personal centre', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `采购锂电池测试${Date.now() % 1_000_000}`;
  const question = '您好，我司可长期供应锂电池，请问月采购量是多少？';
  const answer = '每月约五千套，欢迎报价。';

  // The poster (赵运营) publishes a purchase post.
  await autoLogin(page, AUTO_LOGIN.vip, '/sydj');
  await expect(page.getByRole('heading', { name: '商业对接' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '发布需求' }).click();
  const form = page.getByRole('dialog', { name: '发布需求' });
  await form.getByText('采购', { exact: true }).click();
  await form.getByLabel('标题').fill(title);
  await expect(form.getByLabel('企业名称')).toHaveValue('招商AI运营中心');
  const products = form.getByLabel('产品');
  await products.fill('锂电池');
  await products.press('Enter');
  await expect(form.locator('.ant-select-selection-item', { hasText: '锂电池' })).toBeVisible();
  await form.getByLabel('需求描述').fill('长期采购动力锂电池，要求具备相关资质，按月结算。');
  await form.getByRole('button', { name: /发\s?布/ }).click();
  await expect(form).toBeHidden();
  const drawer = page.getByTestId('post-drawer');
  await expect(drawer.getByText(title)).toBeVisible();
  await expect(drawer.getByTestId('match-posts')).toBeVisible();
  await expect(drawer.getByRole('button', { name: '关闭需求' })).toBeVisible();
  await expect(page).toHaveURL(/\/zsai\/sydj\?post=\d+$/);

  // Another user (孙数据) finds it and contacts the poster.
  const other = await browser.newContext();
  const asker = await other.newPage();
  await autoLogin(asker, AUTO_LOGIN.admin, '/sydj');
  await asker.getByRole('tab', { name: '采购' }).click();
  const keyword = asker.getByLabel('关键词');
  await keyword.fill(title);
  await keyword.press('Enter');
  const card = asker.getByTestId('post-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: title }).click();
  const seen = asker.getByTestId('post-drawer');
  await expect(seen.getByText('招商AI运营中心')).toBeVisible();
  await expectNoPhones(seen);
  await seen.getByRole('button', { name: '联系发布者' }).click();
  const contact = asker.getByRole('dialog', { name: /^联系发布者/ });
  await contact.getByLabel('消息内容').fill(question);
  await contact.getByRole('button', { name: /发\s?送/ }).click();
  await expect(contact.getByTestId('message-mine').filter({ hasText: question })).toBeVisible();

  // The poster: the bell counts the message and leads to the conversation.
  await page.goto('/zsai/sydj');
  await hoverClick(
    page.getByRole('link', { name: /对接消息 1 条/ }),
    page.getByTestId('bell-messages'),
  );
  await expect(page).toHaveURL(/\/zsai\/user\/my_account#sydj-messages$/);
  const centre = page.getByTestId('sydj-conversations');
  const item = centre.getByTestId('thread-item').filter({ hasText: title });
  await expect(item).toContainText('孙数据');
  await expect(item.getByTestId('thread-unread')).toHaveText('1 条未读');
  await item.click();
  const thread = centre.getByTestId('thread-view');
  await expect(thread.getByTestId('message-theirs')).toHaveText(new RegExp(question));
  await thread.getByLabel('消息内容').fill(answer);
  await thread.getByRole('button', { name: /发\s?送/ }).click();
  await expect(thread.getByTestId('message-mine')).toHaveText(new RegExp(answer));
  await expect(item.getByTestId('thread-unread')).toBeHidden();
  await expectNoPhones(centre);

  // The reply reaches the other side's personal centre.
  await asker.goto('/zsai/user/my_account');
  const theirs = asker.getByTestId('sydj-conversations').getByTestId('thread-item');
  await theirs.filter({ hasText: title }).click();
  await expect(
    asker.getByTestId('thread-view').getByTestId('message-theirs').filter({ hasText: answer }),
  ).toBeVisible();
  await other.close();
});
