import { useLingui } from '@lingui/react/macro';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { usePoBudgets, useSavePoBudgets } from '@portal/company-data-access';
import { PoBudgetList } from '@portal/company-ui';
import type { Project } from '@portal/shared-api-contract';
import { hasRight, seesPrices, type Session } from '@portal/shared-data-access-http';
import { DialogFrame, ErrorState } from '@portal/shared-ui';
import { useState } from 'react';
import { isVersionConflict } from '../common/save-failure';
import { PoBudgetsForm } from './PoBudgetsForm';

/** Props of PoBudgetsDialog: the session, the project (none: closed) and how to close. */
export interface PoBudgetsDialogProps {
  session: Session;
  project: Project | null;
  onClose: () => void;
}

/** A project's budgets per PO; managers who see prices change them (with the project's version). */
export function PoBudgetsDialog({ session, project, onClose }: PoBudgetsDialogProps) {
  const { t } = useLingui();
  const name = project?.name ?? '';
  return (
    <DialogFrame opened={project !== null} title={t`PO budgets of ${name}`} onClose={onClose} size="lg">
      {project && <PoBudgets session={session} id={project.id} />}
    </DialogFrame>
  );
}

function PoBudgets({ session, id }: { session: Session; id: number }) {
  const { t } = useLingui();
  const budgets = usePoBudgets(session, id);
  const save = useSavePoBudgets(session, id);
  const [saved, setSaved] = useState(false);
  const edits = hasRight(session, 'MANAGE_ROLES_AND_USERS') && seesPrices(session);
  if (budgets.isError) return <ErrorState title={t`The PO budgets could not be loaded`} onRetry={() => void budgets.refetch()} />;
  if (!budgets.data) return <Loader size="sm" aria-label={t`Loading`} />;
  const { items, currency, version } = budgets.data;
  const failure = !save.error ? null
    : isVersionConflict(save.error) ? t`Someone changed this project in the meantime. It has been reloaded; your budgets are kept: check them and save again.`
    : t`The PO budgets could not be saved. Check them and try again.`;
  return (
    <Stack gap="md">
      <PoBudgetList items={items} currency={currency} />
      {saved && <Alert color="green" role="status">{t`The PO budgets have been saved.`}</Alert>}
      {edits && (
        <Stack gap="xs">
          <Title order={3} size="h5">{t`Edit PO budgets`}</Title>
          <PoBudgetsForm busy={save.isPending} failure={failure}
            initial={items.filter((i) => i.budget !== null).map((i) => ({ poReference: i.poReference, amount: Number(i.budget) }))}
            onSave={(list) => { setSaved(false); save.mutate({ version, budgets: list }, { onSuccess: () => setSaved(true) }); }} />
        </Stack>
      )}
    </Stack>
  );
}
