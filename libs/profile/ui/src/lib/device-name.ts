import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SignedInDevice } from '@portal/shared-api-contract';

/**
 * "Chrome 131 on Windows 10", or as much of it as the user agent said. Browser and system names
 * are product names and stay as they are; only the words around them are translated.
 */
export function deviceName({ browser, os }: Pick<SignedInDevice, 'browser' | 'os'>, i18n: I18n): string {
  if (browser && os) return i18n._(msg`${browser} on ${os}`);
  if (browser) return browser;
  if (os) return i18n._(msg`Unknown browser on ${os}`);
  return i18n._(msg`Unknown browser`);
}
