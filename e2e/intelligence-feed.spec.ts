import { expect, test, type Page } from '@playwright/test';
import { customQuery } from './fixtures/custom-query';
import { hoverClick, hoverOpen } from './fixtures/hover';
import { pickOption } from './fixtures/select';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 产业情报 (/cyjj/qbzl, docs/intelligence.md): the importing administrator (a VIP with the
// admin role) picks a chain in the feed and subscribes to it nationwide, imports (admin import)
// a 注册资本 change record for an enterprise of that chain, and finds the new event in the
// bell, which opens the change records of the enterprise's profile.

const IMPORT = '/zsai/api/api-zsai-query/zsai/admin/import';

type Chain = { code: string; name: string };
type Node = { code: string; level: number; nationalcount: number; children: Node[] };
type Placed = { ID_: string; qymc: string; tyshxydm: string; status: string };

/** A chain and a live enterprise placed on one of its links. */
async function chainWithEnterprise(page: Page): Promise<{ chain: Chain; enterprise: Placed }> {
  const chains = await customQuery<Chain[]>(page, 'cylChains', {});
  for (const chain of chains) {
    const [tree] = await customQuery<{ nodes: Node[] }[]>(page, 'cylTree', {
      chain: chain.code,
      region: '000000',
    });
    const links = (nodes: Node[]): Node[] =>
      nodes.flatMap((n) => [
        ...(n.level >= 3 && n.nationalcount > 0 ? [n] : []),
        ...links(n.children),
      ]);
    for (const link of links(tree?.nodes ?? []).slice(0, 3)) {
      const placed = await customQuery<Placed[]>(page, 'cylLinkEnterprises', {
        node: link.code,
        region: '000000',
        pageSize: 10,
      });
      const enterprise = placed.find((p) => p.status === '存续' || p.status === '在业');
      if (enterprise) return { chain, enterprise };
    }
  }
  throw new Error('no chain has a live placed enterprise');
}

const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test('subscribe to a chain, import a capital change of its enterprise, see it in the bell', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await autoLogin(page, AUTO_LOGIN.admin, '/cyjj/qbzl');
  await expect(page.getByRole('heading', { name: '产业情报' })).toBeVisible();
  const { chain, enterprise } = await chainWithEnterprise(page);

  // A clean slate: earlier runs' subscriptions gone, earlier deliveries read.
  for (const s of await customQuery<{ ID_: string }[]>(page, 'cyqbSubscriptions', {}))
    await customQuery(page, 'cyqbUnsubscribe', { id: s.ID_ });
  await customQuery(page, 'cyqbMarkRead', { ids: 'all' });

  // Pick the chain in the feed's filter and subscribe to it (全国).
  await page.getByTestId('qbfx-chain').click();
  await pickOption(page, chain.name);
  await expect(page).toHaveURL(new RegExp(`chain=${chain.code}`));
  await page.getByTestId('qbzl-subscribe').click();
  await expect(page.getByText('订阅成功', { exact: false })).toBeVisible();
  await page.getByTestId('qbzl-my-subscriptions').click();
  await expect(
    page.getByRole('dialog', { name: '我的订阅' }).getByText(chain.name).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The administrator imports a registered-capital change of the enterprise (a unique row).
  const stamp = Date.now();
  const before = 100 + (stamp % 900);
  const csv = [
    'id,tyshxydm,changed_on,item,before,after,class_name',
    `CR-E2E-${stamp},${enterprise.tyshxydm},${chinaToday()},注册资本变更,${before}万元人民币,${before * 3}万元人民币,注册资本变更`,
  ].join('\n');
  const imported = await page.request.post(IMPORT, {
    multipart: {
      file: { name: 'change_records.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) },
    },
    headers: { origin: new URL(page.url()).origin },
    timeout: 240_000,
  });
  expect(imported.status()).toBe(200);
  const report = (
    (await imported.json()) as {
      data: { rejections: unknown[]; derived?: { step: string }[] }[];
    }
  ).data[0]!;
  expect(report.rejections).toEqual([]);
  expect(report.derived?.map((s) => s.step)).toContain('event-deliveries');

  // The bell counts and lists the new event; it opens the enterprise's change records.
  await page.reload();
  const bell = page.getByRole('link', { name: /企业动态，未读/ });
  await expect(bell).toHaveAttribute('aria-label', /产业情报 \d+ 条/);
  const entry = page
    .getByTestId('bell-events')
    .getByRole('link', { name: new RegExp(`产业情报：注册资本由 ${before}万元人民币 增至`) });
  await hoverOpen(bell, entry);
  await hoverClick(bell, entry);
  await expect(page).toHaveURL(new RegExp(`/cyl/qyxq\\?id=${enterprise.ID_}#dim-bgjl`));
});
