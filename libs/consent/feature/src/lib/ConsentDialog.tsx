import { Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsentMap, ConsentServiceInfo } from '@portal/consent-data-access';
import { ConsentPreferences } from './ConsentPreferences';

/** Props of ConsentDialog. */
export interface ConsentDialogProps {
  opened: boolean;
  services: readonly ConsentServiceInfo[];
  enabled: ConsentMap;
  confirmed: boolean;
  /** Escape, the close button or the overlay: nothing is decided. */
  onClose: () => void;
  onSave: (selection: ConsentMap) => void;
  onAcceptAll: () => void;
  onDecline: () => void;
}

/** 'Cookie preferences': Mantine's modal gives aria-modal, the focus trap, Escape and focus return. */
export function ConsentDialog({ opened, onClose, enabled, ...preferences }: ConsentDialogProps) {
  const { t } = useLingui();
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header>, which axe and browsers take for a second page banner
            inside role="dialog"; role none keeps the title and close button, drops the landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={600}>
            <Trans>Cookie preferences</Trans>
          </Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>
          {/* Mounted only while open, so the switches start from the current consents each time. */}
          {opened && <ConsentPreferences initial={enabled} {...preferences} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
