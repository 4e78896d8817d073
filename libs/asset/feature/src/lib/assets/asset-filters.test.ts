import { setupI18n } from '@lingui/core';
import { assetSearchSchema } from '@portal/asset-util';
import { filterKeys } from '@portal/shared-ui';
import { expect, it } from 'vitest';
import { assetFilterFields } from './asset-filters';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
// The view and the selected asset are the screen's own, not filters.
const screenOnly = ['page', 'view', 'selected'];

it('has a form control and a chip for every filter of the URL parser, and nothing else', () => {
  expect(filterKeys(assetFilterFields(i18n, { categories: [], projects: [] })).sort()).toEqual(assetSearchSchema.keys.filter((k) => !screenOnly.includes(k)).sort());
});
