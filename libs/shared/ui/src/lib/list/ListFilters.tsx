import { Stack } from '@mantine/core';
import { DateRangeFilter } from './DateRangeFilter';
import type { FilterField } from './filter-fields';
import { SelectFilter } from './SelectFilter';
import { SwitchFilter } from './SwitchFilter';
import { TextFilter } from './TextFilter';
import type { SetFilters } from './useListSearch';

/** Props of ListFilters: the list's filter description, its search and the setter. */
export interface ListFiltersProps<S> {
  fields: FilterField<S>[];
  search: S;
  setFilters: SetFilters<S>;
}

/** A list's Filters form, made from its filter description: one control per filter. */
export function ListFilters<S>({ fields, search, setFilters }: ListFiltersProps<S>) {
  const value = (key: keyof S) => search[key] as string | number | boolean | undefined;
  // One param at a time: the description names it, the value comes from the control.
  const set = (key: keyof S, next: unknown) => setFilters({ [key]: next } as Partial<S>);
  return (
    <Stack gap="md">
      {fields.map((f) => {
        switch (f.kind) {
          case 'text':
            return <TextFilter key={f.key} label={f.label} value={String(value(f.key) ?? '')} onChange={(q) => set(f.key, q.trim() || undefined)} />;
          case 'select': {
            const current = value(f.key);
            const toValue = (v: string | undefined) => (v === undefined || !f.numeric ? v : Number(v));
            return <SelectFilter key={f.key} label={f.label} value={current === undefined ? undefined : String(current)} options={f.options} onChange={(v) => set(f.key, toValue(v))} />;
          }
          case 'dateRange':
            return (
              <DateRangeFilter key={f.from} label={f.label} from={value(f.from) as string | undefined} to={value(f.to) as string | undefined}
                onChange={({ from, to }) => setFilters({ [f.from]: from, [f.to]: to } as Partial<S>)} />
            );
          case 'switch':
            return <SwitchFilter key={f.key} label={f.label} checked={value(f.key) === true} onChange={(on) => set(f.key, on || undefined)} />;
        }
      })}
    </Stack>
  );
}
