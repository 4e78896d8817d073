import { setupI18n } from '@lingui/core';
import { companyListSearchSchema } from '@portal/company-util';
import { filterKeys } from '@portal/shared-ui';
import { expect, it } from 'vitest';
import { companyListFilterFields } from './company-list-filters';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

it('has a form control and a chip for every filter of the URL parser, and nothing else', () => {
  expect(filterKeys(companyListFilterFields(i18n)).sort()).toEqual(companyListSearchSchema.keys.filter((k) => k !== 'page').sort());
});
