import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing';
import { DialogFrame } from '../DialogFrame';
import { useDialogClose } from './dialog-close';

function Cancel({ onClose }: { onClose: () => void }) {
  return <Button onClick={useDialogClose(onClose)}>Cancel</Button>;
}

/** A form dialog as the pages use one: fields, and a Cancel inside. */
function AddressDialog({ onClose, initialName = '' }: { onClose: () => void; initialName?: string }) {
  const [opened, setOpened] = useState(true);
  const close = () => (setOpened(false), onClose());
  return (
    <DialogFrame opened={opened} title="Add address" onClose={close}>
      <TextInput label="Name" defaultValue={initialName} />
      <TextInput label="City" />
      <Cancel onClose={close} />
    </DialogFrame>
  );
}

const name = () => screen.getByRole('textbox', { name: 'Name' });

describe('DialogFrame with a form', () => {
  it('opens with focus on the first field, not on the close button', async () => {
    renderWithUi(<AddressDialog onClose={vi.fn()} />);
    await waitFor(() => expect(name()).toHaveFocus());
  });

  it('asks before Escape throws typed text away, and keeps it on a second Escape', async () => {
    const onClose = vi.fn();
    renderWithUi(<AddressDialog onClose={onClose} />);
    await waitFor(() => expect(name()).toHaveFocus());
    await userEvent.type(name(), 'Depot Noord');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    expect(confirm).toHaveTextContent('What you entered in this form is lost.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Add address' })).toBeInTheDocument();
    expect(name()).toHaveValue('Depot Noord');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks on Cancel and the close button too, and closes on Discard', async () => {
    const onClose = vi.fn();
    renderWithUi(<AddressDialog onClose={onClose} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'City' }), 'Utrecht');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was changed (values it opened with, or typed and removed again)', async () => {
    const onClose = vi.fn();
    renderWithUi(<AddressDialog onClose={onClose} initialName="Depot Zuid" />);
    await waitFor(() => expect(name()).toHaveFocus());
    await userEvent.type(name(), 'x{Backspace}');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });
});
