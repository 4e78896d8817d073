import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { consentMessages, type ConsentMap, type ConsentServiceInfo } from '@portal/consent-data-access';
import { useState } from 'react';
import { DescribedSwitch } from './DescribedSwitch';
import { ServiceSwitches } from './ServiceSwitches';

/** Props of ConsentPreferences. */
export interface ConsentPreferencesProps {
  services: readonly ConsentServiceInfo[];
  /** What runs now; the switches start from it. */
  initial: ConsentMap;
  /** A decision is stored already: the main button says 'Save' instead of 'Accept selected'. */
  confirmed: boolean;
  onSave: (selection: ConsentMap) => void;
  onAcceptAll: () => void;
  onDecline: () => void;
}

/** The dialog's body: toggle-all, the per-purpose switches and the decision buttons (as klaro has them). */
export function ConsentPreferences({ services, initial, confirmed, onSave, onAcceptAll, onDecline }: ConsentPreferencesProps) {
  const { i18n } = useLingui();
  const [selection, setSelection] = useState<ConsentMap>(initial);
  const optional = services.filter((s) => !s.required);
  const allOn = optional.every((s) => selection[s.name]);
  const setAll = (enabled: boolean) =>
    setSelection(Object.fromEntries(optional.map((s) => [s.name, enabled])));

  return (
    <Stack gap="md">
      <Text>{i18n._(consentMessages.dialogDescription)}</Text>
      <DescribedSwitch
        label={i18n._(consentMessages.toggleAll)}
        description={i18n._(consentMessages.toggleAllDescription)}
        checked={allOn}
        onChange={setAll}
      />
      <Divider />
      <ServiceSwitches
        services={services}
        selection={selection}
        onChange={(name, enabled) => setSelection((current) => ({ ...current, [name]: enabled }))}
      />
      <Group justify="flex-end" gap="sm" mt="sm">
        {!confirmed && (
          <Button variant="default" onClick={onDecline}>
            <Trans>Decline</Trans>
          </Button>
        )}
        <Button variant="default" onClick={() => onSave(selection)}>
          {confirmed ? <Trans>Save</Trans> : <Trans>Accept selected</Trans>}
        </Button>
        <Button onClick={onAcceptAll}>
          <Trans>Accept all</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
