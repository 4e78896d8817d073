import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLazyDialog } from '@portal/shared-ui';

/** Props of OrderDialog: whether it is open, its title, how it closes and its content. */
export interface OrderDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal for one action on an order: focus trap, Escape and focus return from Mantine. */
export function OrderDialog({ opened, title, onClose, children }: OrderDialogProps) {
  const { t } = useLingui();
  const dialog = useLazyDialog(opened);
  if (!dialog.rendered) return null;
  return (
    <Modal.Root opened={dialog.opened} onClose={onClose} size="md">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header>, which axe takes for a second banner inside the dialog. */}
        <Modal.Header role="none">
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        {/* Mounted only while open, so each opening starts empty and a closed dialog keeps nothing. */}
        <Modal.Body>{opened && children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
