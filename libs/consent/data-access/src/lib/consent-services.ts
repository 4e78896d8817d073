import { analyticsServiceInfo } from './analytics-service';
import { mapTilesServiceInfo } from './map-tiles-service';
import type { ConsentServiceInfo } from './consent.types';

/** Every registered service, in the order the dialog lists them: one entry per third party. */
export const consentServices: readonly ConsentServiceInfo[] = [analyticsServiceInfo, mapTilesServiceInfo];
