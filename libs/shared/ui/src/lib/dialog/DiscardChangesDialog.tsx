import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useLazyDialog } from '../use-lazy-dialog';

/** Props of DiscardChangesDialog: whether it asks, and the two answers. */
export interface DiscardChangesDialogProps {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** "Discard changes?", over a form dialog being closed with something typed. Escape or a click outside keeps. */
export function DiscardChangesDialog({ opened, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useLingui();
  const dialog = useLazyDialog(opened);
  if (!dialog.rendered) return null;
  return (
    <Modal opened={dialog.opened} onClose={onKeep} title={t`Discard changes?`} centered size="sm" zIndex={300} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text>{t`What you entered in this form is lost.`}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onKeep} data-autofocus>{t`Keep editing`}</Button>
        <Button color="red.9" onClick={onDiscard}>{t`Discard`}</Button>
      </Group>
    </Modal>
  );
}
