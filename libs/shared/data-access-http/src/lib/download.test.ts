// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { downloadExport, downloadFile, fileNameOf } from './download';
import type { Http } from './lazy-http-client';

it('reads the file name from content-disposition, preferring the UTF-8 form', () => {
  expect(fileNameOf('attachment; filename="INV-1.pdf"', 'x')).toBe('INV-1.pdf');
  expect(fileNameOf("attachment; filename=\"a.pdf\"; filename*=UTF-8''%C3%A9t%C3%A9.pdf", 'x')).toBe('été.pdf');
  expect(fileNameOf(undefined, 'fallback.csv')).toBe('fallback.csv');
});

it('asks for a blob with the given params and headers, and saves it under the server-given name', async () => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const get = vi.fn(async () => ({ data: new Blob(['a,b\r\n']), headers: { 'content-disposition': 'attachment; filename="contracts-2026-11-21.csv"' } }));
  const name = await downloadFile({ get } as unknown as Http, '/api/overview/contracts/export.csv', {
    params: { status: 'open' },
    headers: { 'X-Corporate-Client': 'u' },
    fallbackName: 'f.csv',
  });
  expect(get).toHaveBeenCalledWith('/api/overview/contracts/export.csv', { params: { status: 'open' }, headers: { 'X-Corporate-Client': 'u' }, responseType: 'blob' });
  expect(name).toBe('contracts-2026-11-21.csv');
  expect(click).toHaveBeenCalledOnce();
});

it('asks for a list export in the chosen format, named after the list when the server names none', async () => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const get = vi.fn(async () => ({ data: new Blob(['PK']), headers: {} }));
  const name = await downloadExport({ get } as unknown as Http, '/api/overview/orders', 'xlsx', { q: 'crane' }, 'orders');
  expect(get).toHaveBeenCalledWith('/api/overview/orders/export.xlsx', { params: { q: 'crane' }, headers: undefined, responseType: 'blob' });
  expect(name).toBe('orders.xlsx');
});
