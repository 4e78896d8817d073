import { useLingui } from '@lingui/react/macro';
import { Checkbox, MultiSelect, Stack } from '@mantine/core';
import type { ProjectOption } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import { multiPickProps } from './multi-pick';

/** Props of ProjectLimitField: the client's projects, whether the user is limited, the chosen ids and the field's message. */
export interface ProjectLimitFieldProps {
  projects: ProjectOption[];
  limited: boolean;
  value: string[];
  onLimitedChange: (limited: boolean) => void;
  onChange: (projectIds: string[]) => void;
  error?: string;
}

/**
 * `Only these projects` (issue 35 point 6): unticked, the user works on every project; ticked,
 * only on the projects chosen below (archived ones stay choosable, marked, as a limit may name them).
 */
export function ProjectLimitField({ projects, limited, value, onLimitedChange, onChange, error }: ProjectLimitFieldProps) {
  const { t } = useLingui();
  const data = projects.map((p) => ({ value: String(p.id), label: p.archived ? t`${p.name} (archived)` : p.name }));
  return (
    <Stack gap="xs">
      <Checkbox label={t`Only these projects`} description={t`The user then sees and acts only on these projects' contracts, orders, documents, requests and assets.`}
        checked={limited} onChange={(e) => onLimitedChange(e.currentTarget.checked)} />
      {limited && (
        <MultiSelect
          label={t`Projects`}
          required
          data={data}
          value={value}
          onChange={onChange}
          maxValues={companyLimits.maxProjectsPerUser}
          nothingFoundMessage={t`No project with that name`}
          {...multiPickProps(error)}
        />
      )}
    </Stack>
  );
}
