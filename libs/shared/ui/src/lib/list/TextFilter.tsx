import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SearchIcon } from './icons';

/** Props of TextFilter: its visible label, the applied text and how to apply a new one. */
export interface TextFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** How long typing must pause before the text is applied. */
export const textFilterDelay = 300;

/**
 * A search field that applies the text once typing pauses (or on Enter), so the URL and the
 * query are not updated per keystroke; it follows `value` when that changes elsewhere (a chip).
 */
export function TextFilter({ label, value, onChange }: TextFilterProps) {
  const [text, setText] = useState(value);
  // The value this field last saw or applied: a different `value` was set elsewhere, so show it.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setText(value);
  }
  const apply = (next: string) => {
    setKnown(next);
    if (next !== value) onChange(next);
  };
  const applyLater = useDebouncedCallback(apply, textFilterDelay);
  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      leftSection={<SearchIcon />}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applyLater(event.currentTarget.value);
      }}
      // Leaving the field (e.g. "Show results" in the drawer) applies what was typed at once.
      onBlur={() => applyLater.flush()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        applyLater.cancel();
        apply(text);
      }}
    />
  );
}
