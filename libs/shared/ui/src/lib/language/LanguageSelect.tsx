import { Group, Select, type SelectProps } from '@mantine/core';
import type { SupportedLocale } from '@portal/shared-util-i18n';
import { Flag } from '../flag/Flag';
import { isSupportedLocale, languageChoices, languageFlags } from './languages';

/** Props of LanguageSelect: a Mantine Select's label, description, disabled… with the portal's languages. */
export interface LanguageSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'renderOption' | 'leftSection'> {
  value: SupportedLocale;
  onChange: (locale: SupportedLocale) => void;
}

/** The seven languages, each named in itself with its flag (the profile's language choice). */
export function LanguageSelect({ value, onChange, ...props }: LanguageSelectProps) {
  return (
    <Select
      {...props}
      value={value}
      data={languageChoices}
      allowDeselect={false}
      onChange={(next) => {
        if (next && isSupportedLocale(next) && next !== value) onChange(next);
      }}
      // The name is written beside it: the flag is decorative. Each name is in its own language.
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Flag code={languageFlags[option.value as SupportedLocale]} />
          <span lang={option.value}>{option.label}</span>
        </Group>
      )}
      leftSection={<Flag code={languageFlags[value]} />}
    />
  );
}
