import { useLingui } from '@lingui/react/macro';
import { Group, Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { countryCodes } from '@portal/shared-api-contract/vocabulary';
import { useMemo } from 'react';
import { Flag } from './Flag';

/** Props of CountrySelect: a Mantine Select's (label, value, onChange, error, …) without its choices. */
export type CountrySelectProps = Omit<SelectProps, 'data' | 'renderOption' | 'leftSection' | 'searchable'>;

/** A country's name in the user's language (the code itself when the browser has none). */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
}

/** Every country of the contract's list, named in the user's language and sorted by that name. */
export function countryOptions(locale: string): ComboboxItem[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  return countryCodes.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** A searchable choice of country, each with its flag (loaded as the list shows it), the chosen one too. */
export function CountrySelect({ value, ...props }: CountrySelectProps) {
  const { i18n } = useLingui();
  const data = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  return (
    <Select
      {...props}
      value={value}
      data={data}
      searchable
      // The name is in the option: the flag is decorative.
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Flag code={option.value} />
          <span>{option.label}</span>
        </Group>
      )}
      leftSection={value ? <Flag code={value} /> : undefined}
    />
  );
}
