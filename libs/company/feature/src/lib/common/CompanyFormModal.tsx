// The add/edit dialog of the company pages (contact person, address, project, user, role): a
// DialogFrame holding the form's fields, `Save` and `Cancel`, and the general error above them.
// The fields and their values belong to the caller, so a refused save never loses what was typed.
// After a refused save (the caller's own check or the API's) focus goes to the first invalid
// field, so keyboard and screen-reader users land where the fix is. Full screen on a phone.
//
//   <CompanyFormModal opened title={t`Add contact person`} onSubmit={save} onClose={close} saving={pending} error={failure?.message}>
//     <TextInput … error={errors.firstName} errorProps={{ role: 'alert' }} />
//   </CompanyFormModal>
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DialogFrame, useDialogClose, useFocusFirstInvalid } from '@portal/shared-ui';
import type { FormEvent, ReactNode } from 'react';

/** Props of CompanyFormModal: whether it is open, its title, the fields, the save (may be async) and its state. */
export interface CompanyFormModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** Runs the caller's checks and the save; focus moves to the first invalid field once it has settled. */
  onSubmit: () => void | Promise<unknown>;
  saving: boolean;
  /** Why the last save failed, above the buttons. */
  error?: string | null;
  /** The submit button's text (`Save` unless told, e.g. `Invite user`). */
  submitLabel?: string;
  /** Between the fields and the buttons, e.g. TheirChanges. */
  footer?: ReactNode;
  children: ReactNode;
}

const phone = '(max-width: 36em)';

/** `Cancel`: through the dialog's discard guard, so typed text is not lost without asking. */
function CancelButton({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return <Button variant="default" onClick={useDialogClose(onClose)}>{t`Cancel`}</Button>;
}

/** A form in a dialog, with `Save`, `Cancel` and the general error. */
export function CompanyFormModal({ opened, title, onClose, onSubmit, saving, error, submitLabel, footer, children }: CompanyFormModalProps) {
  const { t } = useLingui();
  const fullScreen = useMediaQuery(phone, false, { getInitialValueInEffect: false });
  // After each finished attempt, the first field to fix (if any) takes the focus.
  const { formRef: form, refused: attempted } = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    try {
      await onSubmit();
    } finally {
      attempted();
    }
  };
  return (
    <DialogFrame opened={opened} title={title} onClose={onClose} size="lg" fullScreen={fullScreen}>
      <form ref={form} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <Stack gap="md">
          {children}
          {footer}
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <CancelButton onClose={onClose} />
            <Button type="submit" loading={saving}>{submitLabel ?? t`Save`}</Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
