import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { resolveLocale } from '@portal/shared-util-i18n';
import { useState, type ComponentType, type FocusEvent, type KeyboardEvent } from 'react';
import type { CalendarPanelProps } from './CalendarPanel';
import { formatDateField, parseDateField } from './locale-date';

// The calendar's chunk, asked for when the pointer or focus reaches its button. The popover opens
// once it is there (not behind a Suspense fallback), so its focus trap finds the calendar's controls.
let calendarPanel: ComponentType<CalendarPanelProps> | null = null;
const loadCalendar = () => import('./CalendarPanel').then((module) => (calendarPanel = module.CalendarPanel));

/** Props of LocaleDateInput: an ISO date (`YYYY-MM-DD`, '' for none) in and out, and its bounds. */
export interface LocaleDateInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

/**
 * A date field written and read in the portal's language, whatever the browser's (a native date
 * input follows the browser's): `27.11.2026` in German, `2026. 11. 27.` in Hungarian. What is typed
 * is read on leaving the field or on Enter; text that is no date stays, with a message, and the
 * value becomes none, so the form never keeps a date the screen does not show. A button opens a
 * calendar in the same language, where days outside min..max cannot be chosen. Typed dates outside
 * them reach the form, whose own validation explains its rule, as with the native input.
 */
export function LocaleDateInput({ value, onChange, min, max, error, errorProps, onBlur, onKeyDown, label, ...rest }: LocaleDateInputProps) {
  const { t, i18n } = useLingui();
  const locale = resolveLocale(i18n.locale);
  // Text that is not (yet) the value: being typed, or refused and kept to be corrected.
  const [typed, setTyped] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [opened, setOpened] = useState(false);
  const [Panel, setPanel] = useState(() => calendarPanel);
  const toggle = () => {
    if (Panel) return setOpened((open) => !open);
    void loadCalendar().then((loaded) => {
      setPanel(() => loaded);
      setOpened(true);
    });
  };
  // What this field last reported: a new value from elsewhere replaces the typed text, its own does not.
  const [known, setKnown] = useState({ value, emitted: value });
  if (known.value !== value) {
    setKnown({ value, emitted: known.emitted });
    if (value !== known.emitted) {
      setTyped(null);
      setRefused(false);
    }
  }
  const emit = (next: string) => {
    setKnown({ value, emitted: next });
    if (next !== value) onChange(next);
  };
  const commit = (text: string) => {
    const iso = text.trim() === '' ? '' : parseDateField(text, locale);
    setRefused(iso === null);
    setTyped(iso === null ? text : null);
    emit(iso ?? '');
  };
  const pick = (iso: string) => {
    setOpened(false);
    setRefused(false);
    setTyped(null);
    emit(iso);
  };
  const example = formatDateField(`${new Date().getFullYear()}-12-31`, locale);
  const calendar = (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" trapFocus returnFocus withinPortal shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Open calendar`} onPointerEnter={loadCalendar} onFocus={loadCalendar} onClick={toggle} disabled={rest.disabled || rest.readOnly}>
          <CalendarIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {opened && Panel && <Panel value={value} min={min} max={max} locale={locale} onPick={pick} />}
      </Popover.Dropdown>
    </Popover>
  );
  return (
    <TextInput
      {...rest}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={typed ?? formatDateField(value, locale)}
      error={refused ? t`This is not a date. Write it as ${example}.` : error}
      // Said at once when the field is left; the form's own messages are announced as the form decides.
      errorProps={refused ? { role: 'alert' } : errorProps}
      rightSection={calendar}
      rightSectionPointerEvents="all"
      onChange={(event) => setTyped(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (typed !== null) commit(event.currentTarget.value);
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter' && typed !== null) commit(event.currentTarget.value);
        onKeyDown?.(event);
      }}
    />
  );
}

function CalendarIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18" />
    </svg>
  );
}
