import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { create } from 'xmlbuilder2';
import { expectNoAxeViolations } from '../support/axe';
import { pdfText } from '../support/pdf';
import { acceptCookies, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));
test.use({ viewport: { width: 1280, height: 900 } });

test('invoices: totals for the filter, a real PDF, several as one ZIP, the list as CSV and as Excel', async ({ page }) => {
  // One flow for the accounts-payable files (issue 33): PDF, e-invoice, statement, exports. Each
  // download is read back, which takes ~40 s on a quiet 2-core machine: more than the default 45 s
  // leaves room for when it is busy.
  test.setTimeout(120_000);
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  await page.goto('/order/documents');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Type').selectOption('invoice');
  await expect(page).toHaveURL(/type=invoice/);
  await expect(page.getByRole('button', { name: 'Remove filter: Type: Invoice' })).toBeVisible();
  const totals = page.getByRole('group', { name: 'Totals for this filter' });
  await expect(totals).toContainText(/Overdue \(\d+\)/);
  await expect(totals).toContainText('€');

  // Total outstanding (open + overdue) filters the list on both, in the URL (Back undoes it).
  const outstanding = totals.getByRole('button', { name: /^Total outstanding €[\d,.]+, show these documents$/ });
  await outstanding.click();
  await expect(page).toHaveURL(/status=outstanding/);
  await expect(outstanding).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Remove filter: Status: Open or overdue' })).toBeVisible();
  const statuses = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(statuses.first()).toContainText(/Open|Overdue/);
  for (const row of await statuses.all()) await expect(row).toContainText(/Open|Overdue/);
  for (const row of await statuses.all()) await expect(row).not.toContainText('Paid');
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(outstanding).toHaveAttribute('aria-pressed', 'false');

  const table = page.getByRole('table');
  const pdfButton = table.getByRole('button', { name: /^Download PDF: INV-/ }).first();
  const number = (await pdfButton.getAttribute('aria-label'))!.replace('Download PDF: ', '');
  let downloading = page.waitForEvent('download');
  await pdfButton.click();
  let download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // What accounts payable reads in it: the lines, VAT per rate, the totals, how to pay.
  const text = pdfText(pdf);
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toMatch(/Description\s+Fleet no\.\s+Period\s+Quantity\s+Days\/\s*weeks\s+Rate\s+Net amount/);
  expect(text).toMatch(/\d+ (days?|weeks?)\s+€[\d,]+\.\d\d\s+€[\d,]+\.\d\d/);
  expect(text).toMatch(/VAT 21%\s+€[\d,]+\.\d\d\s+€[\d,]+\.\d\d/);
  expect(text).toMatch(/Total net\s+€[\d,]+\.\d\d\s+Total VAT\s+€[\d,]+\.\d\d\s+Total\s+€[\d,]+\.\d\d/);
  expect(text).toMatch(/Payment terms\s+30 days net/);
  expect(text).toContain('IBAN NL71INGB0009876543');
  expect(text).toMatch(/Payment reference\s+\d{16}/);

  // The same invoice as an e-invoice (Peppol BIS 3.0 UBL): well-formed XML carrying its number.
  downloading = page.waitForEvent('download');
  await table.getByRole('button', { name: `Download e-invoice (UBL): ${number}` }).click();
  download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.xml`);
  const ubl = create(await readFile((await download.path())!, 'utf8')).root();
  expect(ubl.node.nodeName).toBe('Invoice');
  expect(ubl.find((n) => n.node.nodeName === 'cbc:ID')?.node.textContent).toBe(number);

  // Its content as accounts payable books it: lines, VAT at the Dutch 21 %, totals, the betalingskenmerk, the bank account.
  await table.getByRole('button', { name: `Details: ${number}` }).click();
  const details = page.getByRole('dialog', { name: `Invoice ${number}` });
  // A table where the dialog is wide enough, else cards: either way named after the document.
  const lines = details.getByRole('table', { name: `Lines of ${number}` }).or(details.getByRole('list', { name: `Lines of ${number}` }));
  await expect(lines).toContainText('€');
  const sums = details.getByRole('table', { name: 'VAT and totals' });
  await expect(sums.getByRole('rowheader', { name: /^VAT 21 % on €[\d,.]+$/ })).toBeVisible();
  await expect(sums.getByRole('row', { name: /^Total €[\d,.]+$/ })).toBeVisible();
  await expect(details.getByText(/^\d{16}$/)).toBeVisible();
  await expect(details).toContainText('IBAN: NL71INGB0009876543');
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  await table.getByRole('checkbox', { name: /^Select document / }).nth(0).check();
  await table.getByRole('checkbox', { name: /^Select document / }).nth(1).check();
  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download selected (2)' }).click();
  download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  expect((await readFile((await download.path())!)).subarray(0, 2).toString()).toBe('PK');

  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(header).toContain('Amount');
  expect(rows.every((row) => row.includes(',Invoice,'))).toBe(true);

  // The same list as a workbook, read back: typed cells (a date, an amount with the euro's format).
  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^documents-\d{4}-\d\d-\d\d\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Number', 'Type', 'Date', 'Due date', 'Amount', 'Currency', 'Status', 'Project']);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.actualRowCount - 1).toBe(rows.length);
  const first = sheet.getRow(2);
  expect(first.getCell(2).value).toBe('Invoice');
  expect(first.getCell(3).value).toBeInstanceOf(Date);
  expect(typeof first.getCell(5).value).toBe('number');
  expect(first.getCell(5).numFmt).toContain('€');

  // The statement of account (Excel): every open and overdue item, the ageing on its second sheet adding up to the total.
  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement' }).click();
  await page.getByRole('menuitem', { name: 'Statement as Excel' }).click();
  download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d\d-\d\d\.xlsx$/);
  const statement = new ExcelJS.Workbook();
  await statement.xlsx.readFile((await download.path())!);
  const [items, ageing] = statement.worksheets;
  expect((items!.getRow(1).values as unknown[]).slice(1)).toEqual(['Number', 'Type', 'Date', 'Due date', 'Days overdue', 'Outstanding', 'Currency', 'Project']);
  expect(items!.actualRowCount).toBeGreaterThan(1);
  expect(typeof items!.getRow(2).getCell(6).value).toBe('number');
  expect((ageing!.getRow(1).values as unknown[]).slice(1)).toEqual(['Currency', 'Not due', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
  const euro = (ageing!.getRow(2).values as unknown[]).slice(1);
  const cents = (values: unknown[]) => values.reduce<number>((sum, v) => sum + Math.round(Number(v) * 100), 0);
  expect(cents(euro.slice(1, 6))).toBe(cents([euro[6]]));

  await expect(table.getByRole('link', { name: `Question about this invoice: ${number}` })).toHaveAttribute('href', /type=invoice_query&document=\d+$/);
  await expectNoAxeViolations(page);

  // Delivery notes have nothing to pay: no amount, no paid/open status.
  await filters.getByLabel('Type').selectOption('delivery_note');
  await expect(table.getByRole('rowheader').first()).toContainText('DN-');
  for (const row of await table.getByRole('row').all()) await expect(row).not.toContainText(/€|Paid|Open|Overdue/);
});

test('a client that hides prices: no amount on screen or in the CSV', async ({ page }) => {
  await signIn(page, 'rita@requestonly.test');
  await page.goto('/order/documents');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('€');
  // No empty Amount column and no total cards without amounts.
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Totals for this filter' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download statement' })).toHaveCount(0);
  // An e-invoice states amounts: none offered.
  await expect(page.getByRole('button', { name: /e-invoice/ })).toHaveCount(0);
  // A Belgian invoice's details: its lines and structured reference, still no amount.
  const details = page.getByRole('button', { name: /^Details: INV-/ }).first();
  const number = (await details.getAttribute('aria-label'))!.replace('Details: ', '');
  await details.click();
  const dialog = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(dialog.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)).toBeVisible();
  await expect(dialog.getByRole('table', { name: `Lines of ${number}` }).or(dialog.getByRole('list', { name: `Lines of ${number}` }))).toBeVisible();
  await expect(dialog).not.toContainText('€');
  await expect(dialog.getByRole('table', { name: 'VAT and totals' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).not.toContain('Amount');
  expect(csv).not.toMatch(/\d+\.\d{2}/);
});
