import { useLingui } from '@lingui/react/macro';
import { Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { hoursOn } from '@portal/shared-api-contract';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { LocaleDateInput } from '@portal/shared-ui';
import { formatClock, resolveLocale } from '@portal/shared-util-i18n';
import type { CollectionRules, PickupValues } from './pickup-rules';
import { TextField } from './TextField';

/** Props of PickupFields: the values, the opCo's hours, each field's message and how a change reaches the form. */
export interface PickupFieldsProps {
  values: PickupValues;
  rules: CollectionRules;
  today: string;
  errorOf: (field: keyof PickupValues) => string | undefined;
  onChange: (change: Partial<PickupValues>) => void;
}

// Every half hour of the day: a time outside the hours stays choosable and is refused with its reason.
const halfHours = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** When the equipment can be collected (the off-hire date is the window's first day), whom to ask and how to get in. */
export function PickupFields({ values, rules, today, errorOf, onChange }: PickupFieldsProps) {
  const { t, i18n } = useLingui();
  const locale = resolveLocale(i18n.locale);
  const clock = (time: string) => formatClock(time, locale);
  const times = [{ value: '', label: t`Choose a time` }, ...halfHours.map((value) => ({ value, label: clock(value) }))];
  const hoursText = (date: string) => {
    const hours = date ? hoursOn(rules.collectionHours, date) : undefined;
    if (!date) return undefined;
    return hours ? t`Collection hours that day: ${clock(hours.opens)} to ${clock(hours.closes)}` : t`No collections that day`;
  };
  const select = (field: 'pickupFromTime' | 'pickupUntilTime', label: string, description?: string) => (
    <NativeSelect
      label={label}
      description={description}
      data={times}
      value={values[field]}
      maw={260}
      error={errorOf(field)}
      errorProps={{ role: 'alert' }}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
    />
  );
  return (
    <Fieldset legend={t`Pick-up window`} variant="unstyled">
      <Stack gap="sm">
        {select('pickupFromTime', t`Can be collected from`, hoursText(values.offHireDate))}
        <Group gap="sm" align="flex-start">
          <LocaleDateInput
            label={t`Collected at the latest on (optional)`}
            description={hoursText(values.pickupUntilDate)}
            value={values.pickupUntilDate}
            min={values.offHireDate || today}
            maw={260}
            error={errorOf('pickupUntilDate')}
            errorProps={{ role: 'alert' }}
            onChange={(pickupUntilDate) => onChange({ pickupUntilDate })}
          />
          {select('pickupUntilTime', t`at the latest by`)}
        </Group>
        <TextInput
          label={t`On-site contact`}
          value={values.siteContactName}
          maw={360}
          autoComplete="name"
          error={errorOf('siteContactName')}
          errorProps={{ role: 'alert' }}
          onChange={(e) => onChange({ siteContactName: e.currentTarget.value })}
        />
        <TextInput
          label={t`On-site contact's phone`}
          type="tel"
          value={values.siteContactPhone}
          maw={260}
          autoComplete="tel"
          error={errorOf('siteContactPhone')}
          errorProps={{ role: 'alert' }}
          onChange={(e) => onChange({ siteContactPhone: e.currentTarget.value })}
        />
        <TextField
          label={t`Access notes`}
          value={values.accessNotes}
          max={requestLimits.maxAccessNotes}
          error={errorOf('accessNotes')}
          onChange={(accessNotes) => onChange({ accessNotes })}
        />
      </Stack>
    </Fieldset>
  );
}
