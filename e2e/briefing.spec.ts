import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pickOption } from './fixtures/select';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 产业简报: choose a chain (新能源汽车, 全国, last month), preview the briefing, generate it,
// download its PDF (a real PDF whose text, read by pdftotext, holds the Chinese title) and open
// it again from the report library /cyl/yjbg.

test('generates a briefing, downloads its PDF and reopens it from the library', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await autoLogin(page, AUTO_LOGIN.vip, '/cyjj/preview');
  await page.getByTestId('briefing-chain').click();
  await pickOption(page, '新能源汽车');

  await page.getByTestId('briefing-preview').click();
  const preview = page.getByTestId('briefing-preview-view');
  await expect(preview.getByTestId('report-section-summary')).toContainText('概览', {
    timeout: 30_000,
  });
  await expect(preview.getByTestId('report-section-events')).toBeVisible();
  await expect(preview.getByTestId('report-sources')).toContainText('数据来源与说明');

  await page.getByTestId('briefing-generate').click();
  await expect(page).toHaveURL(/\/cyjj\/preview\/report\?id=\d+/, { timeout: 30_000 });
  const view = page.getByTestId('report-view');
  await expect(view.locator('h1')).toContainText('新能源汽车产业简报', { timeout: 30_000 });
  const title = (await view.locator('h1').textContent())!;

  const href = await page.getByTestId('report-download-pdf').getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = join(mkdtempSync(join(tmpdir(), 'briefing-')), 'briefing.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text.replace(/\s+/g, '')).toContain(title.replace(/\s+/g, ''));
  expect(text).toContain('数据来源与说明');

  await page.goto('/zsai/cyl/yjbg');
  const library = page.getByTestId('report-library');
  const entry = library.getByRole('link', { name: title }).first();
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await entry.click();
  await expect(page).toHaveURL(/\/cyjj\/preview\/report\?id=\d+/);
  await expect(page.getByTestId('report-view').locator('h1')).toHaveText(title, {
    timeout: 30_000,
  });
});
