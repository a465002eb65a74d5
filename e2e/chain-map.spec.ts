import fs from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { CHAIN_MESSAGES, EVALUATION_TABS } from '@/lib/contract/chains';
import { formatCount } from '@/lib/format';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// In the full run, beside the axe journeys, this page has taken more than 15 s to draw after a
// load or a reload (the chart library, the 460 KB outline, the address tree): a performance
// finding of its own; its journeys wait up to 60 s.
const expect = baseExpect.configure({ timeout: 60_000 });

// 产业地图 (/cyl/cysj): the map of a chain drills from a province to a city, the URL holding
// each step, and exports its ranking. 竞争力分析 (/cyl/jzlfx): five tabs, a radar chart in
// each, weights checked by the API's rule. Both need VIP (bt-cydt, bt-cylfx).

type MapRow = { code: string; name: string; kind: string; enterprisecount: number };

async function mapRows(page: Page, level: string): Promise<MapRow[]> {
  const res = await page.request.post(
    '/zsai/api/api-form/form/core/formCustomQuery/queryForJson_cylMap',
    {
      form: { params: JSON.stringify({ chain: 'nev', level }) },
      headers: { origin: new URL(page.url()).origin },
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: MapRow[] }).data;
}

const mostFirst = (rows: MapRow[]) =>
  rows.filter((r) => r.enterprisecount > 0).sort((a, b) => b.enterprisecount - a.enterprisecount);

/** A province with a prefecture-level city that has 新能源汽车 enterprises (generated data). */
async function provinceAndCity(page: Page) {
  for (const province of mostFirst(await mapRows(page, 'country'))) {
    const city = mostFirst(await mapRows(page, province.code)).find((r) => r.kind === 'city');
    if (city) return { province, city };
  }
  throw new Error('no city has 新能源汽车 enterprises');
}

test('产业地图: drill from the country into a province, choose a city, export the ranking', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  const { province, city } = await provinceAndCity(page);

  await page.goto('/zsai/cyl/cysj?chain=nev');
  const panel = page.getByTestId('china-map-panel');
  await expect(panel).toHaveAttribute('data-level', 'country');
  await expect(page.getByTestId('china-map').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('demo-data-tag')).toBeVisible();
  await expect(page.getByTestId('chain-asof')).toContainText('数据截至');

  // The ranking is the map's text alternative: a province's name drills like a click on it.
  const ranking = page.getByTestId('map-ranking');
  await ranking.getByRole('button', { name: province.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`region=${province.code}`));
  await expect(panel).toHaveAttribute('data-level', province.code);
  await expect(panel.getByRole('navigation')).toContainText(province.name);
  await expect(page.getByTestId('china-map').locator('canvas')).toBeVisible();
  await expect(ranking.getByRole('button', { name: city.name, exact: true })).toBeVisible();

  // A city chosen: its figures beside the map, the province's map still shown.
  await ranking.getByRole('button', { name: city.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`region=${city.code}`));
  await expect(page.getByTestId('region-card-name')).toHaveText(city.name);
  await expect(panel).toHaveAttribute('data-level', province.code);
  await expect(page.getByTestId('region-card')).toContainText(formatCount(city.enterprisecount));

  // The state is in the URL: a reload shows the same city.
  await page.reload();
  await expect(page.getByTestId('region-card-name')).toHaveText(city.name);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: '导出CSV' }).click(),
  ]);
  const csv = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    // A demo installation's export says so first.
    .replace(/^演示数据：[^\r\n]*\r\n/, '');
  const [head, ...lines] = csv.trim().split('\r\n');
  expect(head!.startsWith('排名,地区,区划代码,企业数,')).toBe(true);
  expect(lines.some((l) => l.includes(`,${city.name},${city.code},${city.enterprisecount},`))).toBe(
    true,
  );

  // Back to the country from the breadcrumb.
  await page.getByTestId('china-map-back').click();
  await expect(panel).toHaveAttribute('data-level', 'country');
  await expect(page).not.toHaveURL(/region=/);

  // An unknown region or chain says so, with the way back.
  await page.goto('/zsai/cyl/cysj?chain=nev&region=320599');
  await expect(page.getByTestId('query-error')).toContainText(
    CHAIN_MESSAGES.noSuchRegion('320599'),
  );
  await page.goto('/zsai/cyl/cysj?chain=nope');
  await expect(page.getByTestId('query-error')).toContainText(CHAIN_MESSAGES.noSuchChain('nope'));
});

test('竞争力分析: five tabs with a radar chart, weights by the API’s rule', async ({ page }) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  const { city } = await provinceAndCity(page);

  await page.goto(`/zsai/cyl/jzlfx?chain=nev&region=${city.code}`);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  expect(await tabs.allInnerTexts()).toEqual(EVALUATION_TABS.map((t) => t.name));
  await expect(
    page.getByTestId('overall-view').getByTestId('radar-chart').locator('canvas'),
  ).toBeVisible();
  await expect(page.getByTestId('competitiveness-peers')).toContainText('全国各地级市');
  // The overall score is shown rounded up to a step of 10 below 500 (SPEC.md §9).
  const score = Number((await page.getByTestId('overall-score').innerText()).replace(/,/g, ''));
  expect(score % 10).toBe(0);

  // Each dimension's tab: its radar and its indicators; the URL holds the tab.
  for (const tab of EVALUATION_TABS.slice(1)) {
    await page.getByRole('tab', { name: tab.name }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab.key}`));
    const view = page.getByTestId(`dimension-view-${tab.key}`);
    await expect(view.getByTestId('radar-chart').locator('canvas')).toBeVisible();
    await expect(view.getByTestId('indicator-table')).toContainText('数据截至');
  }

  // Weights: a sum other than 100 is refused with the API's message, then evened out.
  await page.getByRole('tab', { name: EVALUATION_TABS[0]!.name }).click();
  await page.getByTestId('weight-qyjzl').fill('50');
  await expect(page.getByTestId('weights-error')).toHaveText(CHAIN_MESSAGES.weightsSum(120));
  await expect(page.getByTestId('weights-apply')).toBeDisabled();
  await page.getByRole('button', { name: '按比例调整为100' }).click();
  await expect(page.getByTestId('weights-sum')).toHaveText('合计 100%');
  await page.getByTestId('weights-apply').click();
  await expect(page).toHaveURL(/weights=42%2C16%2C21%2C21|weights=42,16,21,21/);
  await expect(page.getByTestId('weight-qyjzl')).toHaveValue('42');

  // Nationwide is not a region to compare: the API's message asks for one.
  await page.goto('/zsai/cyl/jzlfx?chain=nev&region=000000');
  await expect(page.getByTestId('query-error')).toContainText(
    CHAIN_MESSAGES.nationalCompetitiveness,
  );
});

test('the map and competitiveness are VIP screens: a trial user is told so', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.trial);
  await page.goto('/zsai/cyl/cysj');
  await expect(page.getByTestId('no-permission')).toContainText(
    CHAIN_MESSAGES.noPermission('产业地图'),
  );
  await page.goto('/zsai/cyl/jzlfx');
  await expect(page.getByTestId('no-permission')).toContainText(
    CHAIN_MESSAGES.noPermission('竞争力分析'),
  );
});
