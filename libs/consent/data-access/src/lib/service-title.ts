import type { I18n } from '@lingui/core';
import type { ConsentServiceInfo } from './consent.types';

/** A service's title in the active language (a proper name is the same in every language). */
export function serviceTitle(i18n: I18n, service: Pick<ConsentServiceInfo, 'title'>): string {
  return typeof service.title === 'string' ? service.title : i18n._(service.title);
}
