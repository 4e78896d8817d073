import { useLingui } from '@lingui/react/macro';
import { CheckIcon, Group, Paper, Text } from '@mantine/core';
import { formatMoney, resolveLocale } from '@portal/shared-util-i18n';

/** Props of TotalCard: one total above the document list, and the filter it stands for. */
export interface TotalCardProps {
  /** The card's visible title, e.g. `Open (3)`. */
  title: string;
  amount: string;
  currency: string;
  /** Whether the list is filtered on this card's status now. */
  pressed: boolean;
  /** Overdue documents: the title in red, and a red border while there are any. */
  alarm?: boolean;
  onToggle: () => void;
}

// The whole card is the button: a large target that says in its name what a click does (a Paper,
// so the layout guard measures it like the other cards). Pressed is shown by more than colour: a
// check mark and an edge thickened inside (so the card does not move).
export function TotalCard({ title, amount, currency, pressed, alarm = false, onToggle }: TotalCardProps) {
  const { t, i18n } = useLingui();
  const money = formatMoney(Number(amount), currency, resolveLocale(i18n.locale));
  const edge = pressed ? 'var(--mantine-primary-color-filled)' : alarm ? 'var(--mantine-color-red-8)' : undefined;
  return (
    <Paper component="button" type="button" className="mantine-focus-auto" withBorder p="sm" miw={150}
      aria-pressed={pressed} onClick={onToggle} aria-label={t`${title} ${money}, show these documents`}
      bg={pressed ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderColor: edge, boxShadow: pressed ? `inset 0 0 0 1px ${edge}` : undefined, color: 'inherit', textAlign: 'start', cursor: 'pointer' }}>
      <Group component="span" gap={6} wrap="nowrap">
        {pressed && <CheckIcon size={12} aria-hidden color="var(--mantine-primary-color-filled)" />}
        <Text span size="sm" c={alarm ? 'red.9' : pressed ? undefined : 'dimmed'} fw={alarm ? 600 : undefined}>{title}</Text>
      </Group>
      <Text span display="block" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{money}</Text>
    </Paper>
  );
}
