import { setupI18n } from '@lingui/core';
import { documentSearchSchema } from '@portal/order-util';
import { filterKeys } from '@portal/shared-ui';
import { expect, it } from 'vitest';
import { documentFilterFields } from './document-filters';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

it('has a form control and a chip for every filter of the URL parser, and nothing else', () => {
  expect(filterKeys(documentFilterFields(i18n, [])).sort()).toEqual(documentSearchSchema.keys.filter((k) => k !== 'page').sort());
});
