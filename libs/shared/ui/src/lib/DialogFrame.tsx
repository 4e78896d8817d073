import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLazyDialog } from './use-lazy-dialog';

/** Props of DialogFrame: whether it is open, its title, how it closes and its content. */
export interface DialogFrameProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  size?: string;
  /** The whole screen (a form on a phone). */
  fullScreen?: boolean;
  children: ReactNode;
}

/**
 * The portal's modal dialog: focus trap, Escape and focus return from Mantine (and from
 * useLazyDialog when the page unmounts it while open); rendered from its first opening; the
 * content mounted only while open, so each opening starts empty.
 */
export function DialogFrame({ opened, title, onClose, size = 'md', fullScreen = false, children }: DialogFrameProps) {
  const { t } = useLingui();
  const dialog = useLazyDialog(opened);
  if (!dialog.rendered) return null;
  return (
    <Modal.Root opened={dialog.opened} onClose={onClose} size={size} fullScreen={fullScreen}>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header>, which axe takes for a second banner inside the dialog. */}
        <Modal.Header role="none">
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>{opened && children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
