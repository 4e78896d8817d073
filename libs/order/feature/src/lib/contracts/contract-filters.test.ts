import { setupI18n } from '@lingui/core';
import { contractSearchSchema } from '@portal/order-util';
import { filterKeys } from '@portal/shared-ui';
import { expect, it } from 'vitest';
import { contractFilterFields } from './contract-filters';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

// The page and the order (sort) are no filters: no control in the panel, no chip.
it('has a form control and a chip for every filter of the URL parser, and nothing else', () => {
  expect(filterKeys(contractFilterFields(i18n, [])).sort()).toEqual(contractSearchSchema.keys.filter((k) => k !== 'page' && k !== 'sort').sort());
});
