import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogCloseContext } from './dialog/dialog-close';
import { DiscardChangesDialog } from './dialog/DiscardChangesDialog';
import { useDiscardGuard } from './dialog/discard-guard';
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
 * content mounted only while open, so each opening starts empty. It opens on its first field, and
 * closing it (Escape, the close button, outside, a `Cancel` using useDialogClose) after something
 * was typed asks first (useDiscardGuard): one mechanism for every form in a dialog.
 */
export function DialogFrame({ opened, title, onClose, size = 'md', fullScreen = false, children }: DialogFrameProps) {
  const { t } = useLingui();
  const dialog = useLazyDialog(opened);
  const { attach, captureProps, asking, close, keep, discard } = useDiscardGuard(onClose);
  if (!dialog.rendered) return null;
  return (
    <>
      <Modal.Root opened={dialog.opened} onClose={close} size={size} fullScreen={fullScreen}>
        <Modal.Overlay />
        <Modal.Content>
          {/* Mantine's header is a <header>, which axe takes for a second banner inside the dialog. */}
          <Modal.Header role="none">
            <Modal.Title fw={600}>{title}</Modal.Title>
            <Modal.CloseButton aria-label={t`Close`} />
          </Modal.Header>
          <Modal.Body>
            {opened && (
              <DialogCloseContext.Provider value={close}>
                <div ref={attach} {...captureProps}>
                  {children}
                </div>
              </DialogCloseContext.Provider>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <DiscardChangesDialog opened={asking} onKeep={keep} onDiscard={discard} />
    </>
  );
}
