import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import type { BreakdownValues } from './request-rules';
import { TextField } from './TextField';

type Site = Pick<BreakdownValues, 'siteContactName' | 'siteContactPhone' | 'machineLocation' | 'accessNotes'>;

export const emptySite: Site = { siteContactName: '', siteContactPhone: '', machineLocation: '', accessNotes: '' };

/** The site fields as the API takes them: trimmed, the optional ones left out when empty. */
export function siteInput(values: Site) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const body = { siteContactName: optional(values.siteContactName), siteContactPhone: values.siteContactPhone.trim(), machineLocation: optional(values.machineLocation), accessNotes: optional(values.accessNotes) };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as { siteContactPhone: string } & Partial<Site>;
}

/** Props of SiteFields: the values, how to change them and the message of a field. */
export interface SiteFieldsProps {
  values: Site;
  change: (edit: Partial<Site>) => void;
  errorOf: (field: string) => string | undefined;
}

/** Who to call on site, where the machine stands and how to get to it: what a mechanic needs to come out. */
export function SiteFields({ values, change, errorOf }: SiteFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Contact on site`}
        value={values.siteContactName}
        maw={420}
        error={errorOf('siteContactName')}
        errorProps={{ role: 'alert' }}
        onChange={(e) => change({ siteContactName: e.currentTarget.value })}
      />
      <TextInput
        label={t`Phone of the contact on site`}
        description={t`International format, e.g. +31 20 123 4567`}
        type="tel"
        autoComplete="tel"
        required
        value={values.siteContactPhone}
        maw={420}
        error={errorOf('siteContactPhone')}
        errorProps={{ role: 'alert' }}
        onChange={(e) => change({ siteContactPhone: e.currentTarget.value })}
      />
      <TextField
        label={t`Where on site the machine stands`}
        value={values.machineLocation}
        max={requestLimits.maxMachineLocation}
        error={errorOf('machineLocation')}
        onChange={(machineLocation) => change({ machineLocation })}
      />
      <TextField
        label={t`Access notes`}
        value={values.accessNotes}
        max={requestLimits.maxAccessNotes}
        error={errorOf('accessNotes')}
        onChange={(accessNotes) => change({ accessNotes })}
      />
    </>
  );
}
