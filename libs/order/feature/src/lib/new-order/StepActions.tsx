import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper } from '@mantine/core';
import type { DraftStep } from '@portal/order-data-access';
import { DiscardDraft } from './DiscardDraft';

/** Props of StepActions: the step, where the buttons lead, and whether an order is being placed. */
export interface StepActionsProps {
  step: DraftStep;
  nextTitle?: string;
  placing: boolean;
  onBack: () => void;
  onNext: () => void;
  onPlace: () => void;
  onDiscard: () => void;
}

/** Back, Next or `Place order`, and `Discard draft`: kept at the bottom of the screen, within a thumb's reach. */
export function StepActions({ step, nextTitle, placing, onBack, onNext, onPlace, onDiscard }: StepActionsProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="sm" mt="md" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
      <Group justify="space-between" gap="xs">
        <DiscardDraft onDiscard={onDiscard} />
        <Group gap="xs" ml="auto">
          {step > 0 && <Button variant="default" onClick={onBack}>{t`Back`}</Button>}
          {step < 2 ? (
            <Button onClick={onNext}>{t`Next: ${nextTitle ?? ''}`}</Button>
          ) : (
            // Stays enabled while placing (no focus loss); a second press is ignored and the key is the same anyway.
            <Button onClick={onPlace} loading={placing} data-disabled={placing || undefined}>{t`Place order`}</Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
