import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberSearch } from '@portal/company-util';
import type { RoleRef } from '@portal/shared-api-contract';
import { memberStatuses } from '@portal/shared-api-contract/vocabulary';
import type { FilterField } from '@portal/shared-ui';
import { memberStatusLabels } from './member-labels';

/** The users list's filters, for the form and the chips: name or email, status and role (archived roles too: members may still hold them). */
export function userFilterFields(i18n: I18n, roles: RoleRef[]): FilterField<MemberSearch>[] {
  return [
    { kind: 'text', key: 'q', label: i18n._(msg`Search name or email`), chipLabel: i18n._(msg`Search`) },
    { kind: 'select', key: 'status', label: i18n._(msg`Status`), options: memberStatuses.map((s) => ({ value: s, label: i18n._(memberStatusLabels[s]) })) },
    {
      kind: 'select',
      key: 'roleId',
      label: i18n._(msg`Role`),
      options: roles.map((r) => ({ value: String(r.id), label: r.archived ? i18n._(msg`${r.name} (archived)`) : r.name })),
      numeric: true,
      // The chip names the role as it is called, archived or not.
      chipText: (id) => roles.find((r) => String(r.id) === id)?.name,
    },
  ];
}
