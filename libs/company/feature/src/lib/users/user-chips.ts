import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberSearch } from '@portal/company-util';
import type { RoleRef } from '@portal/shared-api-contract';
import type { FilterChip, SetFilters } from '@portal/shared-ui';
import { memberStatusLabels } from './member-labels';

/** One chip per active filter of the users list, each removing only its own filter. */
export function userChips(i18n: I18n, search: MemberSearch, roles: RoleRef[], setFilters: SetFilters<MemberSearch>): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q) chips.push({ key: 'q', label: `${i18n._(msg`Search`)}: ${search.q}`, onRemove: () => setFilters({ q: undefined }) });
  if (search.status) {
    const label = `${i18n._(msg`Status`)}: ${i18n._(memberStatusLabels[search.status])}`;
    chips.push({ key: 'status', label, onRemove: () => setFilters({ status: undefined }) });
  }
  if (search.roleId !== undefined) {
    const name = roles.find((r) => r.id === search.roleId)?.name ?? `#${search.roleId}`;
    chips.push({ key: 'roleId', label: `${i18n._(msg`Role`)}: ${name}`, onRemove: () => setFilters({ roleId: undefined }) });
  }
  return chips;
}
