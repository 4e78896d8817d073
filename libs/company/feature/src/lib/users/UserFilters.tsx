import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { MemberSearch } from '@portal/company-util';
import type { MemberStatus, RoleRef } from '@portal/shared-api-contract';
import { memberStatuses } from '@portal/shared-api-contract/vocabulary';
import { SelectFilter, TextFilter, type SetFilters } from '@portal/shared-ui';
import { memberStatusLabels } from './member-labels';

/** Props of UserFilters: the current search, the roles to choose from and the setter. */
export interface UserFiltersProps {
  search: MemberSearch;
  roles: RoleRef[];
  setFilters: SetFilters<MemberSearch>;
}

/** The users list's filters: name or email, status and role (archived roles too: members may still hold them). */
export function UserFilters({ search, roles, setFilters }: UserFiltersProps) {
  const { t, i18n } = useLingui();
  const roleOptions = roles.map((r) => ({ value: String(r.id), label: r.archived ? t`${r.name} (archived)` : r.name }));
  return (
    <Stack gap="md">
      <TextFilter label={t`Search name or email`} value={search.q ?? ''} onChange={(q) => setFilters({ q: q.trim() || undefined })} />
      <SelectFilter label={t`Status`} value={search.status} options={memberStatuses.map((s) => ({ value: s, label: i18n._(memberStatusLabels[s]) }))}
        onChange={(v) => setFilters({ status: v as MemberStatus | undefined })} />
      <SelectFilter label={t`Role`} value={search.roleId?.toString()} options={roleOptions} onChange={(v) => setFilters({ roleId: v === undefined ? undefined : Number(v) })} />
    </Stack>
  );
}
