import type { ExportFormat } from '@portal/shared-api-contract';
import type { Http } from './lazy-http-client';

/** `attachment; filename="INV-1.pdf"` → `INV-1.pdf` (RFC 6266, with the UTF-8 form preferred). */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the API generates (CSV, PDF, ZIP) through the one axios instance, so it carries
 * the access token and the client header like every other call, then hands it to the browser.
 */
export async function downloadFile(
  http: Http,
  url: string,
  options: { params?: object; headers?: Record<string, string>; fallbackName: string },
): Promise<string> {
  const response = await http.get<Blob>(url, { params: options.params, headers: options.headers, responseType: 'blob' });
  const name = fileNameOf(response.headers['content-disposition'] as string | undefined, options.fallbackName);
  saveBlob(response.data, name);
  return name;
}

/** Saves a blob as a file through a temporary link (the way every browser accepts). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * A list export: `<list>/export.xlsx` or `<list>/export.csv` with the list's filters (every match,
 * not only the page shown); the API writes it in the user's language and leaves out what they may not see.
 */
export const downloadExport = (http: Http, list: string, format: ExportFormat, params: object, name: string): Promise<string> =>
  downloadFile(http, `${list}/export.${format}`, { params, fallbackName: `${name}.${format}` });
