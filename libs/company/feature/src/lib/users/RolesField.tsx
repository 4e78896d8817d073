import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import type { RoleRef } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import { multiPickProps } from './multi-pick';

/** Props of RolesField: the client's roles, the chosen ids, the member's current roles and the field's message. */
export interface RolesFieldProps {
  roles: RoleRef[];
  value: string[];
  onChange: (roleIds: string[]) => void;
  /** Roles the member holds now: an archived one stays choosable so saving does not drop it unasked. */
  held?: RoleRef[];
  error?: string;
}

/** The roles of a member: current roles to choose from, plus archived ones they already hold (marked). */
export function RolesField({ roles, value, onChange, held = [], error }: RolesFieldProps) {
  const { t } = useLingui();
  const choosable = roles.filter((r) => !r.archived || held.some((h) => h.id === r.id));
  const data = choosable.map((r) => ({ value: String(r.id), label: r.archived ? t`${r.name} (archived)` : r.name }));
  return (
    <MultiSelect
      label={t`Roles`}
      description={t`Their rights are those of all their roles together. Choose at least one.`}
      required
      data={data}
      value={value}
      onChange={onChange}
      maxValues={companyLimits.maxRolesPerUser}
      nothingFoundMessage={t`No role with that name`}
      {...multiPickProps(error)}
    />
  );
}
