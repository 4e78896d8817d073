import { useLingui } from '@lingui/react/macro';
import { Box, Button, CloseButton, Group, Text } from '@mantine/core';

/** One set filter as a chip: its label (e.g. "Status: Active") and how to unset it. */
export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** Props of FilterChips: the set filters and how to unset them all. */
export interface FilterChipsProps {
  chips: FilterChip[];
  onClearAll: () => void;
}

/** The set filters as removable chips, plus "Clear all filters"; nothing when no filter is set. */
export function FilterChips({ chips, onClearAll }: FilterChipsProps) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Box component="ul" role="list" aria-label={t`Selected filters`} style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-xs)', listStyle: 'none', margin: 0, padding: 0, minWidth: 0 }}>
        {chips.map(({ key, label, onRemove }) => (
          <li key={key} style={{ maxWidth: '100%' }}>
            <Group gap={2} wrap="nowrap" pl="sm" pr={2} bg="brand.0" bd="1px solid var(--mantine-color-brand-2)" style={{ borderRadius: 'var(--mantine-radius-xl)', maxWidth: '100%' }}>
              <Text size="sm" c="dark.9" style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
              <CloseButton size={28} radius="xl" c="dark.9" aria-label={t`Remove filter: ${label}`} onClick={onRemove} />
            </Group>
          </li>
        ))}
      </Box>
      <Button variant="subtle" size="compact-sm" h={28} onClick={onClearAll}>
        {t`Clear all filters`}
      </Button>
    </Group>
  );
}
