import { expect, test, type Page } from '@playwright/test';
import { LIST_DIMENSIONS } from '@/lib/contract/profile';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// The company profile end to end: every section, the equity diagram and trees two levels
// deep, the graph with its filter and relation list, the report, and following an enterprise
// raising the bell's unread count.

type Rows<T> = { data: T[] };
type EquityNode = { enterprise_id?: number; has_children: boolean; children?: EquityNode[] };

function customQuery(page: Page) {
  const origin = new URL(page.url()).origin;
  return async <T>(alias: string, params: unknown): Promise<Rows<T>> => {
    const res = await page.request.post(
      `/zsai/api/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
      { form: { params: JSON.stringify(params) }, headers: { origin } },
    );
    expect(res.status(), alias).toBe(200);
    return (await res.json()) as Rows<T>;
  };
}

const DIMENSIONS = LIST_DIMENSIONS.map((d) => d.key);

const SECTIONS = ['工商信息', ...LIST_DIMENSIONS.map((d) => d.name)];

test('profile sections, equity two levels, graph, report and follow → bell', async ({ page }) => {
  test.setTimeout(240_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  const query = customQuery(page);

  // An enterprise with a recent change the user does not follow yet (its change becomes a
  // dynamic on follow), and one whose shareholders have shareholders (two equity levels).
  const recent = await query<{ qyid: string }>('qyhxRecentChanges', { pageSize: 50 });
  const qyids = [...new Set(recent.data.map((r) => Number(r.qyid)))];
  let followId: number | undefined;
  let deepId: number | undefined;
  for (const id of qyids) {
    if (followId === undefined) {
      const state = await query<{ followed: number }>('dzxxIsFollow', { qyid: id });
      if (state.data[0]?.followed === 0) followId = id;
    }
    if (deepId === undefined) {
      const equity = await query<{ nodes: EquityNode[] }>('qyhxEquity', { id, depth: 2 });
      const deep = (equity.data[0]?.nodes ?? []).some((n) => (n.children ?? []).length > 0);
      if (deep) deepId = id;
    }
    if (followId !== undefined && deepId !== undefined) break;
  }
  expect(followId, 'an unfollowed enterprise with recent changes').toBeDefined();
  expect(deepId, 'an enterprise with two levels of shareholders').toBeDefined();

  // Profile: header and every section.
  await page.goto(`/zsai/cyl/qyxq?id=${followId}`);
  await expect(page.getByTestId('profile-header')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByTestId('profile-header').getByText('演示数据', { exact: true }),
  ).toBeVisible();
  for (const name of SECTIONS) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByTestId('locked-section')).toHaveCount(0);
  // Sections load their rows as they scroll into view: each shows rows or its empty state.
  for (const dim of DIMENSIONS) {
    const section = page.getByTestId(`section-${dim}`);
    await section.scrollIntoViewIfNeeded();
    await expect(
      section.locator('.ant-table-row, [data-testid="empty-state"]').first(),
    ).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByTestId('section-bgjl').locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('section-gsxx')).toContainText('统一社会信用代码');

  // Follow: the bell's unread count grows.
  const bell = page.getByRole('link', { name: /企业动态，未读/ });
  await expect(bell).toBeVisible();
  const unread = async () =>
    Number(/未读 (\d+) 条/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? NaN);
  await expect.poll(unread).not.toBeNaN();
  const before = await unread();
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText(/已关注/);
  await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(before);

  // Equity structure: the diagram first, then two levels of the shareholder tree.
  await page.goto(`/zsai/cyl/qyxq/relationships/gqjg?id=${deepId}`);
  await expect(page.getByTestId('equity-diagram').locator('canvas')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('equity-view').getByText('树形', { exact: true }).click();
  const up = page.getByTestId('equity-tree-up');
  await expect(up.getByTestId('equity-node').first()).toBeVisible({ timeout: 30_000 });
  // Level 1 shows at once; opening an enterprise holder loads level 2.
  const nested = up.locator('.ant-tree-treenode').filter({
    has: page.locator('.ant-tree-indent-unit'),
  });
  await expect(nested).toHaveCount(0);
  await up.locator('.ant-tree-switcher_close').first().click();
  await expect(nested.first()).toBeVisible({ timeout: 20_000 });
  await expect(nested.first().getByTestId('equity-node')).toContainText('本路径');
  await expect(page.getByTestId('equity-summary')).toContainText('实际控制人');
  await expect(page.getByTestId('equity-summary')).toContainText('受益所有人');
  await expect(up).toContainText('本路径');

  // Graph: a canvas with the enterprise in it.
  await page.goto(`/zsai/qyhx/qytp_view?id=${deepId}`);
  await expect(page.getByTestId('enterprise-graph').locator('canvas')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('graph-export')).toBeVisible();
  // The same relations as text; hiding the shareholders hides their rows.
  const relations = page.getByTestId('graph-relations').locator('.ant-table-row');
  await expect(relations.first()).toBeVisible();
  const shown = await relations.count();
  await page.getByTestId('graph-filter').getByText(/^股东/).click();
  await expect.poll(() => relations.count()).toBeLessThan(shown);

  // Report: the A4 sheet and a PDF that is a PDF.
  await page.goto(`/zsai/qyhx/qyhx_report?id=${deepId}`);
  await expect(page.getByTestId('report-sheet')).toContainText('工商信息', { timeout: 30_000 });
  const href = await page.getByTestId('report-pdf').getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('a trial user sees the advanced sections locked', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.trial);
  const recent = await customQuery(page)<{ qyid: string }>('qyhxRecentChanges', { pageSize: 1 });
  await page.goto(`/zsai/cyl/qyxq?id=${recent.data[0]!.qyid}`);
  await expect(page.getByTestId('section-gdxx').locator('.ant-table')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('section-zl').getByTestId('locked-section')).toBeVisible();
  await expect(
    page.getByTestId('section-zl').getByRole('link', { name: '升级VIP会员后查看' }),
  ).toHaveAttribute('href', '/zsai/member');
});
