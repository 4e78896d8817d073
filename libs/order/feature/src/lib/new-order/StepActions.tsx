import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { layout, wrappingLabel } from '@portal/shared-ui';
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
  // On a phone the sticky bar holds only Back and Next (one row, not a sixth of the screen in
  // Polish); `Discard draft` follows below it.
  const wide = useMediaQuery(`(min-width: ${layout.mobileBreakpoint / 16}em)`, false, { getInitialValueInEffect: false });
  const discard = <DiscardDraft onDiscard={onDiscard} />;
  return (
    <>
      <Paper withBorder p={wide ? 'sm' : 'xs'} mt="md" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
        <Group justify="space-between" gap="xs">
          {wide && discard}
          <Group gap="xs" ml="auto" wrap="nowrap" style={{ minWidth: 0 }}>
            {step > 0 && <Button variant="default" onClick={onBack} style={{ flexShrink: 0 }}>{t`Back`}</Button>}
            {step < 2 ? (
              // A long step name ("Weiter: Zeitraum und Lieferung") wraps inside the button, not cut.
              <Button onClick={onNext} miw={0} styles={wrappingLabel}>{t`Next: ${nextTitle ?? ''}`}</Button>
            ) : (
              // Stays enabled while placing (no focus loss); a second press is ignored and the key is the same anyway.
              <Button onClick={onPlace} loading={placing} data-disabled={placing || undefined}>{t`Place order`}</Button>
            )}
          </Group>
        </Group>
      </Paper>
      {!wide && <Group mt="xs">{discard}</Group>}
    </>
  );
}
