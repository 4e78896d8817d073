import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LineFacts, useLineName } from './line-text';
import type { ChosenLine } from './request-rules';

/** Props of ChosenLines: the chosen lines, what each shows besides its facts, and how to remove one. */
export interface ChosenLinesProps {
  lines: readonly ChosenLine[];
  children?: (chosen: ChosenLine) => ReactNode;
  onRemove: (id: number) => void;
}

/** The lines in the request (also those not on the picker's current page), each removable. */
export function ChosenLines({ lines, children, onRemove }: ChosenLinesProps) {
  const { t } = useLingui();
  const lineName = useLineName();
  if (lines.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Chosen lines`}>
      {lines.map((chosen) => {
        const name = lineName(chosen.line);
        return (
          <Paper component="li" key={chosen.line.id} withBorder p="sm" aria-label={name}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                {/* The name wraps; the button keeps its whole label ("Verwijderen"). */}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} style={{ overflowWrap: 'break-word' }}>{name}</Text>
                  <LineFacts line={chosen.line} />
                </Stack>
                <Button variant="subtle" color="red" size="compact-sm" style={{ flexShrink: 0 }} aria-label={t`Remove ${name}`} onClick={() => onRemove(chosen.line.id)}>
                  {t`Remove`}
                </Button>
              </Group>
              {children?.(chosen)}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
