import { setupI18n } from '@lingui/core';
import { memberSearchSchema } from '@portal/company-util';
import { filterKeys } from '@portal/shared-ui';
import { expect, it } from 'vitest';
import { userFilterFields } from './user-filters';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

it('has a form control and a chip for every filter of the URL parser, and nothing else', () => {
  expect(filterKeys(userFilterFields(i18n, [])).sort()).toEqual(memberSearchSchema.keys.filter((k) => k !== 'page').sort());
});
