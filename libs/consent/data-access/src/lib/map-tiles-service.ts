import type { I18n } from '@lingui/core';
import { MAP_TILES_SERVICE_NAME } from './consent.constants';
import { mapTilesServiceMessages } from './consent.messages';
import type { ConsentServiceInfo, KlaroService } from './consent.types';
import { serviceTitle } from './service-title';

/** The map's tile server as the dialog and the map's contextual notice name it. */
export const mapTilesServiceInfo: ConsentServiceInfo = {
  name: MAP_TILES_SERVICE_NAME,
  title: mapTilesServiceMessages.title,
  description: mapTilesServiceMessages.description,
  purposes: ['functional'],
  required: false,
};

/**
 * klaro's entry for the tiles: optional, off by default. Nothing for klaro to load or remove: the
 * map reads the consent and asks for tiles itself, and the tile server sets no cookies, so the
 * list of cookies is empty (the service is still listed, so the visitor decides about it).
 */
export function createMapTilesService(i18n: I18n): KlaroService {
  const title = serviceTitle(i18n, mapTilesServiceInfo);
  return {
    name: mapTilesServiceInfo.name,
    title,
    translations: { [i18n.locale]: { title, description: i18n._(mapTilesServiceInfo.description) } },
    purposes: [...mapTilesServiceInfo.purposes],
    required: false,
    optOut: false,
    onlyOnce: false,
    default: false,
    cookies: [],
  };
}
