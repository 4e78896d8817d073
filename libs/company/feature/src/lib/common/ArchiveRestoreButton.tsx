// `Archive` (asked first) or `Restore` for one item of a company list. The caller passes the call
// (`run(action, version)`, usually a mutation's mutateAsync) and the version on screen, so two
// managers never undo each other silently: a 409 says so, and the list is read again.
//
//   <ArchiveRestoreButton name={fullName} archived={p.archived} version={p.version}
//     run={(action, version) => archive.mutateAsync({ id: p.id, action, version })} />
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { companySaveFailure, isVersionConflict, type CompanySaveFailureOptions } from './save-failure';
import { DialogFrame } from '@portal/shared-ui';

export type ArchiveAction = 'archive' | 'restore';

/** Props of ArchiveRestoreButton: the item's name and state, the version on screen and the call. */
export interface ArchiveRestoreButtonProps {
  name: string;
  archived: boolean;
  version: number;
  run: (action: ArchiveAction, version: number) => Promise<unknown>;
  /** What archiving means for this kind of item, in the confirmation (a general sentence unless told). */
  consequence?: ReactNode;
  /** 409 codes of this kind of item (e.g. `last_manager`) with their sentences. */
  conflicts?: CompanySaveFailureOptions<never>['conflicts'];
  /** After it worked (the row may leave the list, and this button with it): e.g. a status message on the page. */
  onDone?: (action: ArchiveAction) => void;
  /** Holds the confirmation's `Archive` while the consequence is not known yet (e.g. still loading). */
  confirmDisabled?: boolean;
  /** When the confirmation opens and closes: e.g. to start loading what the consequence says. */
  onAskingChange?: (asking: boolean) => void;
}

/** `Archive` with a confirmation, or `Restore` at once; pending while it runs, the failure under it. */
export function ArchiveRestoreButton({ name, archived, version, run, consequence, conflicts, onDone, confirmDisabled, onAskingChange }: ArchiveRestoreButtonProps) {
  const { t, i18n } = useLingui();
  const [asking, setAskingState] = useState(false);
  const setAsking = (value: boolean) => {
    setAskingState(value);
    onAskingChange?.(value);
  };
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const go = async (action: ArchiveAction) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await run(action, version);
      setAsking(false);
      onDone?.(action);
    } catch (error) {
      setFailure(
        isVersionConflict(error)
          ? t`Someone else changed ${name} in the meantime. The list has been reloaded: check it and try again.`
          : (companySaveFailure(error, i18n, { conflicts }).message ?? null),
      );
    } finally {
      setBusy(false);
    }
  };
  const open = () => (setFailure(null), setAsking(true));
  const close = () => (setAsking(false), setFailure(null));

  if (archived)
    return (
      <Stack gap={4} align="flex-start">
        <Button size="xs" variant="default" loading={busy} onClick={() => void go('restore')} aria-label={t`Restore: ${name}`}>{t`Restore`}</Button>
        {/* In a table's actions cell, which does not wrap: the message does. */}
        {failure && <Alert color="red" role="alert" p="xs" maw={320} style={{ whiteSpace: 'normal', textAlign: 'start' }}>{failure}</Alert>}
      </Stack>
    );
  return (
    <>
      <Button size="xs" variant="default" onClick={open} aria-label={t`Archive: ${name}`}>{t`Archive`}</Button>
      <DialogFrame opened={asking} title={t`Archive ${name}?`} onClose={close}>
        <Stack gap="md">
          {consequence ?? <Text>{t`It is hidden unless you show archived items, and it can no longer be chosen for new orders or requests. You can restore it at any time.`}</Text>}
          {failure && <Alert color="red" role="alert">{failure}</Alert>}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={close} data-autofocus>{t`Keep it`}</Button>
            <Button color="red.9" loading={busy} disabled={confirmDisabled} onClick={() => void go('archive')}>{t`Archive`}</Button>
          </Group>
        </Stack>
      </DialogFrame>
    </>
  );
}
