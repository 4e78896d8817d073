import { setupI18n } from '@lingui/core';
import { requestSearchSchema } from '@portal/request-util';
import { filterKeys } from '@portal/shared-ui';
import { expect, it } from 'vitest';
import { requestFilterFields } from './request-filters';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

it('has a form control and a chip for every filter of the URL parser, and nothing else', () => {
  expect(filterKeys(requestFilterFields(i18n)).sort()).toEqual(requestSearchSchema.keys.filter((k) => k !== 'page').sort());
});
