// The filters of the company lists with a search text and `Show archived` (contact persons,
// addresses, projects), for their forms and chips.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompanyListSearch } from '@portal/company-util';
import type { FilterField } from '@portal/shared-ui';

/** Search and `Show archived`, each in the URL. */
export function companyListFilterFields(i18n: I18n): FilterField<CompanyListSearch>[] {
  return [
    { kind: 'text', key: 'q', label: i18n._(msg`Search`) },
    { kind: 'switch', key: 'archived', label: i18n._(msg`Show archived`) },
  ];
}
