import { loadKlaroEngine } from '@portal/consent-data-access';
export const probe = loadKlaroEngine;
