import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { confirmExport } from './fixtures/modal';

// 找企业: from the home search with a suggestion to filtered results, a profile link, and
// exports that hold exactly the rows on the screen.

async function screenNames(page: Page): Promise<string[]> {
  return page.getByTestId('result-name').allInnerTexts();
}

async function exportFile(page: Page, label: string): Promise<string> {
  await page.getByTestId('export-buttons').getByRole('button', { name: label }).click();
  await expect(page.getByTestId('export-quota')).toContainText('今日导出额度');
  const download = await confirmExport(page);
  return download.path();
}

test('search from home with a suggestion, filter, open a profile, export CSV and Excel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await autoLogin(page, AUTO_LOGIN.vip);

  await page.getByTestId('home-search').locator('input').fill('北京');
  const suggestion = page.getByTestId('suggestion').first();
  await expect(suggestion).toBeVisible();
  const name = await suggestion.innerText();
  await suggestion.click();
  await expect(page).toHaveURL(/\/zsai\/qyhx\?keyword=/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(name);
  await expect(page.getByTestId('result-name').first()).toHaveText(name);
  await expect(page.getByTestId('demo-data-tag')).toBeVisible();

  // A broader search with a filter; the URL holds both.
  await page.goto('/zsai/qyhx?keyword=北京');
  await expect(page.getByTestId('result-name').first()).toBeVisible();
  await page.getByTestId('filter-status').getByText('存续').click();
  await expect(page).toHaveURL(/status=%E5%AD%98%E7%BB%AD/);
  await expect(page.getByTestId('result-name').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('result-name').first()).toBeVisible();
  const names = await screenNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => n.includes('北京'))).toBe(true);

  const csvPath = await exportFile(page, '导出CSV');
  const csv = (await fs.readFile(csvPath, 'utf8'))
    .replace(/^\uFEFF/, '')
    // A demo installation's export says so first.
    .replace(/^演示数据：[^\r\n]*\r\n/, '');
  const csvNames = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]);
  expect(csvNames.slice(0, names.length)).toEqual(names);

  const xlsxPath = await exportFile(page, '导出Excel');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsxPath);
  const xlsxNames: string[] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) xlsxNames.push(row.getCell(1).text);
  });
  expect(xlsxNames).toEqual(csvNames);

  const first = page.getByTestId('result-name').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/zsai\/cyl\/qyxq\?id=\d+$/);
  await first.click();
  await expect(page).toHaveURL(/\/zsai\/cyl\/qyxq\?id=\d+$/);
});

test('the header search suggests names on other pages', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip, '/member');
  await page.getByTestId('header-search').locator('input').fill('北京');
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await page.getByTestId('header-search').locator('input').press('Enter');
  await expect(page).toHaveURL(/\/zsai\/qyhx\?keyword=/);
});

test('a trade word finds names holding it anywhere, and two words find both', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip);
  await page.getByTestId('home-search').locator('input').fill('科技');
  await page.getByTestId('home-search').locator('input').press('Enter');
  await expect(page).toHaveURL(/\/zsai\/qyhx\?keyword=/);
  await expect(page.getByTestId('result-name').first()).toBeVisible();
  const names = await screenNames(page);
  expect(names.every((n) => n.includes('科技'))).toBe(true);
  // 科技 comes after the region and brand in demo names: found in the middle, and marked.
  expect(names.some((n) => !n.startsWith('科技'))).toBe(true);
  await expect(page.getByTestId('result-name').first().locator('mark').first()).toHaveText(/科技/);
  // Facets count the results.
  await expect(page.getByTestId('filter-status')).toContainText(/存续\s*（[1-9][\d,]*）/);

  await page.goto('/zsai/qyhx?keyword=' + encodeURIComponent('上海 科技'));
  await expect(page.getByTestId('result-name').first()).toBeVisible();
  const both = await screenNames(page);
  expect(both.length).toBeGreaterThan(0);
  expect(both.every((n) => n.includes('上海') && n.includes('科技'))).toBe(true);
  const marks = await page.getByTestId('result-name').first().locator('mark').allInnerTexts();
  expect(marks.join('')).toContain('上海');
  expect(marks.join('')).toContain('科技');
});
