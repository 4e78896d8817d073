import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Session } from '@portal/shared-data-access-http';
import { useState } from 'react';

/** Props of PickSelect: the field, the chosen item, how to find items for a text and how one reads. */
export interface PickSelectProps<T extends { id: number }> {
  session: Session;
  label: string;
  description?: string;
  chosen: T | null;
  /** The items the server finds for the typed text (it searches, the field does not filter). */
  useItems: (session: Session, q: string) => { data?: T[]; isError: boolean; isFetching?: boolean };
  describe: (item: T) => string;
  onChoose: (item: T | null) => void;
  error?: string;
  /** Whether the typed text names this item exactly (leaving the field then chooses it). */
  isExact?: (item: T, text: string) => boolean;
  /** The message when leaving the field with a text the server finds nothing for. */
  unknown?: (text: string) => string;
  /** Hears the text in the field as it changes. */
  onText?: (text: string) => void;
}

/** A Select with search on the server; the chosen item stays an option whatever the text finds, and what is typed stays. */
export function PickSelect<T extends { id: number }>({ session, label, description, chosen, useItems, describe, onChoose, error, isExact, unknown, onText }: PickSelectProps<T>) {
  const { t } = useLingui();
  const [text, setShownText] = useState(chosen ? describe(chosen) : '');
  const setText = (next: string) => {
    setShownText(next);
    onText?.(next);
  };
  const [left, setLeft] = useState(false);
  // The chosen item's own label in the field is not a search.
  const [q] = useDebouncedValue(chosen && text === describe(chosen) ? '' : text.trim(), 300);
  const found = useItems(session, q);
  const items = found.data ?? [];
  const options = chosen && !items.some((i) => i.id === chosen.id) ? [chosen, ...items] : items;
  // Only an answer for what is typed now counts: not the debounce's previous text, not a list still loading.
  const settled = q === text.trim() && !found.isFetching && !found.isError;
  const unknownText = unknown && left && !chosen && q && settled && items.length === 0 ? unknown(q) : undefined;
  return (
    <Select
      label={label}
      description={description}
      searchable
      clearable
      data={options.map((item) => ({ value: String(item.id), label: describe(item) }))}
      value={chosen ? String(chosen.id) : null}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isError ? t`The list could not be loaded. Type again to retry.` : t`Nothing found`}
      error={unknownText ?? error}
      errorProps={{ role: 'alert' }}
      comboboxProps={{ withinPortal: true }}
      onFocus={() => setLeft(false)}
      onBlur={(event) => {
        setLeft(true);
        if (chosen) return;
        // Mantine empties a text that is not an option on blur; the user's typing stays (issue 32), and an
        // exact match (a pasted invoice number) is chosen.
        const typed = event.currentTarget.value;
        setText(typed);
        const exact = isExact && settled ? items.find((item) => isExact(item, typed.trim())) : undefined;
        if (exact) onChoose(exact);
      }}
      onChange={(value) => onChoose(options.find((item) => String(item.id) === value) ?? null)}
    />
  );
}
