import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';

/** Props of TextField: its label, value, limit and message. */
export interface TextFieldProps {
  label: string;
  value: string;
  max: number;
  /** At least this many characters (said with the counter), if any. */
  min?: number;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A longer text with a counter under it, so the limits are known before sending; typing past the
 * limit is allowed (and marked), so pasted text is never cut off unseen.
 */
export function TextField({ label, value, max, min = 0, error, onChange }: TextFieldProps) {
  const { t } = useLingui();
  const length = value.trim().length;
  const counter = min > 0 ? t`${length} of ${max} characters (at least ${min})` : t`${length} of ${max} characters`;
  return (
    <Textarea
      label={label}
      description={counter}
      value={value}
      // A fixed height the user can drag taller (autosize needs document.fonts, which jsdom lacks).
      rows={4}
      resize="vertical"
      error={error}
      errorProps={{ role: 'alert' }}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
