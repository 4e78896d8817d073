import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useLazyDialog } from '@portal/shared-ui';

/** Props of DiscardDraft: what discarding does. */
export interface DiscardDraftProps {
  onDiscard: () => void;
}

/** `Discard draft`, confirmed first: a draft can hold a lot of typing. */
export function DiscardDraft({ onDiscard }: DiscardDraftProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const dialog = useLazyDialog(open);
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setOpen(true)}>{t`Discard draft`}</Button>
      {dialog.rendered && (
        <Modal opened={dialog.opened} onClose={() => setOpen(false)} title={t`Discard this draft?`} centered>
          <Text>{t`The equipment, dates and details you entered are removed. This cannot be undone.`}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setOpen(false)}>{t`Keep the draft`}</Button>
            <Button color="red.9" onClick={() => (setOpen(false), onDiscard())}>{t`Discard`}</Button>
          </Group>
        </Modal>
      )}
    </>
  );
}
