import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { GraphAnswer } from '@/lib/contract/profile';
import type { RelationshipAnswer } from '@/lib/contract/relationships';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { confirmExport } from './fixtures/modal';

// 找关系 (/zgx): from a company profile's 找关系 button, a second company picked by suggestion,
// the path graph with the path's sentence, the graph as PNG and the paths as CSV.

function customQuery(page: Page) {
  const origin = new URL(page.url()).origin;
  return async <T>(alias: string, params: unknown): Promise<T[]> => {
    const res = await page.request.post(
      `/zsai/api/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
      { form: { params: JSON.stringify(params) }, headers: { origin } },
    );
    expect(res.status(), alias).toBe(200);
    return ((await res.json()) as { data: T[] }).data;
  };
}

type Pair = { from: { id: number; name: string }; to: { id: number; name: string } };

/**
 * Two enterprises joined by a holding (the demo data is generated): an enterprise from 找企业
 * and an investee or enterprise shareholder read from its graph, as a profile shows them.
 */
async function heldPair(page: Page): Promise<Pair> {
  const query = customQuery(page);
  const found = await query<{ ID_: string; qymc: string }>('qyhxSearch', {
    keyword: '集团',
    pageSize: 50,
  });
  for (const row of found) {
    const [graph] = await query<GraphAnswer>('qyhxGraph', { id: Number(row.ID_) });
    const held = graph?.nodes.find(
      (n) =>
        (n.category === 'investment' || n.category === 'shareholder') &&
        n.enterprise_id !== undefined &&
        n.enterprise_id !== Number(row.ID_),
    );
    if (held?.enterprise_id) {
      return {
        from: { id: Number(row.ID_), name: row.qymc },
        to: { id: held.enterprise_id, name: held.name },
      };
    }
  }
  throw new Error('no enterprise with an enterprise investee or shareholder');
}

test('找关系 from a profile: pick a second company, read the path, export PNG and CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  const { from, to } = await heldPair(page);
  // The API joins them: the screen must show what it answers.
  const [answer] = await customQuery(page)<RelationshipAnswer>('zgxSearch', {
    entities: `e:${from.id},e:${to.id}`,
  });
  expect(answer!.paths.length).toBeGreaterThan(0);

  await page.goto(`/zsai/cyl/qyxq?id=${from.id}`);
  await expect(page.getByTestId('profile-header')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('profile-zgx').click();
  await expect(page).toHaveURL(new RegExp(`/zsai/zgx\\?ids=${from.id}$`));
  const chips = page.getByTestId('zgx-entity');
  await expect(chips).toHaveCount(1);
  await expect(chips.first().getByTestId('zgx-entity-name')).toHaveText(from.name);

  // The second company by its suggestion.
  await page.getByTestId('zgx-add-enterprise').fill(to.name);
  await page.locator(`[data-testid="suggestion"][data-id="${to.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]ids=e:${from.id},e:${to.id}(&|$)`));
  await expect(chips).toHaveCount(2);

  // The graph and the sentence of the shortest path, with each step's source and date.
  await expect(page.getByTestId('zgx-graph').locator('canvas')).toBeVisible({ timeout: 30_000 });
  const first = page.getByTestId('path-item').first();
  await expect(first.getByTestId('path-sentence')).toHaveText(answer!.paths[0]!.sentence);
  await expect(first.getByTestId('path-sentence')).toContainText(from.name);
  await expect(first.getByTestId('path-sentence')).toContainText(to.name);
  await expect(first).toContainText('来源：');
  await expect(page.getByTestId('zgx-summary')).toContainText('条路径');
  // Choosing a path highlights it (and shows its steps one by one).
  await first.getByRole('button').first().click();
  await expect(first.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByTestId('path-step').first()).toBeVisible();

  // The graph as PNG.
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('zgx-export-png').click(),
  ]);
  expect(png.suggestedFilename()).toMatch(/关系图\.png$/);
  const bytes = await fs.readFile(await png.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

  // The paths as CSV through the export quota.
  await page.getByTestId('export-buttons').getByRole('button', { name: '导出CSV' }).click();
  await expect(page.getByTestId('export-quota')).toContainText('今日导出额度');
  const download = await confirmExport(page);
  const csv = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    // A demo installation's export says so first.
    .replace(/^演示数据：[^\r\n]*\r\n/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe('编号,起点,终点,层数,关系路径,关系类型,数据来源及截至日期,完整性');
  expect(rows).toHaveLength(answer!.paths.length);
  expect(rows[0]).toContain(answer!.paths[0]!.sentence);
});

test('找关系 answers bad input with the API’s Chinese message', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip);
  const [row] = await customQuery(page)<{ ID_: string }>('qyhxSearch', {
    keyword: '集团',
    pageSize: 10,
  });
  // One entity only: the screen asks for a second before asking the API.
  await page.goto(`/zsai/zgx?ids=${row!.ID_}`);
  await expect(page.getByTestId('empty-state')).toContainText('请至少选择2个企业或人员');
  // Hops outside 1–6: the API's message, and a way back to the defaults.
  await page.goto(`/zsai/zgx?ids=${row!.ID_},999999999&hops=9`);
  await expect(page.getByTestId('zgx-error')).toContainText('层');
  await page.getByTestId('zgx-error').getByRole('button', { name: '恢复默认' }).click();
  await expect(page).not.toHaveURL(/hops=/);
  // An unknown enterprise: its id in the message.
  await expect(page.getByTestId('zgx-error')).toContainText('企业不存在：999999999');
});
