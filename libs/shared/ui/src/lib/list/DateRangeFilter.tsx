import { useLingui } from '@lingui/react/macro';
import { Fieldset, Stack } from '@mantine/core';
import { useState } from 'react';
import { LocaleDateInput } from '../date/LocaleDateInput';

/** A date range as ISO dates (YYYY-MM-DD); a missing end is open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** Props of DateRangeFilter: the legend, the applied range and how to apply a new one. */
export interface DateRangeFilterProps {
  label: string;
  from?: string;
  to?: string;
  onChange: (range: DateRange) => void;
}

// ISO dates compare as text; an empty side never conflicts.
const isBackwards = ({ from, to }: DateRange) => Boolean(from && to && to < from);

/** "From" and "To" dates under one legend; a range that ends before it starts is explained, not applied. */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useLingui();
  // What the user typed; a refused range stays so it can be corrected.
  const [draft, setDraft] = useState<DateRange | null>(null);
  const [known, setKnown] = useState<DateRange>({ from, to });
  if (known.from !== from || known.to !== to) {
    setKnown({ from, to });
    // The applied range arrived; a refused one typed meanwhile stays on screen to be corrected.
    setDraft((current) => (current && isBackwards(current) ? current : null));
  }
  const shown = draft ?? { from, to };
  const backwards = isBackwards(shown);
  const change = (side: keyof DateRange, value: string) => {
    const next = { ...shown, [side]: value || undefined };
    // Kept until the applied range comes back as props, so the inputs never jump back meanwhile.
    setDraft(next);
    if (!isBackwards(next)) onChange(next);
  };
  return (
    <Fieldset legend={label} variant="unstyled">
      <Stack gap="xs">
        <LocaleDateInput label={t`From`} value={shown.from ?? ''} max={shown.to} onChange={(value) => change('from', value)} />
        <LocaleDateInput
          label={t`To`}
          value={shown.to ?? ''}
          min={shown.from}
          error={backwards ? t`The end date is before the start date` : undefined}
          errorProps={{ role: 'alert' }}
          onChange={(value) => change('to', value)}
        />
      </Stack>
    </Fieldset>
  );
}
