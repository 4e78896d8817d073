import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { isVersionConflict, useArchiveAsset } from '@portal/asset-data-access';
import type { Asset } from '@portal/shared-api-contract';
import { describeFailure, hasRight, mayRequest, type Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { ButtonLink } from '../common/links';
import { ArchiveDialog } from './ArchiveDialog';

/** Props of AssetActions: the session and the asset as last read. */
export interface AssetActionsProps {
  session: Session;
  asset: Asset;
}

/** `Edit`, `Archive` (confirmed) or `Restore` with MANAGE_ASSETS; `Report a breakdown` for a current asset with the request module. */
export function AssetActions({ session, asset }: AssetActionsProps) {
  const { t } = useLingui();
  const archive = useArchiveAsset(session, asset.id);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<'archived' | 'restored' | null>(null);
  const manages = hasRight(session, 'MANAGE_ASSETS');
  const failureOf = (error: unknown) => {
    // The data access has already read the asset again when it says so.
    if (isVersionConflict(error)) return t`Someone else changed this asset in the meantime. It has been reloaded: check it and try again.`;
    const failure = describeFailure(error);
    if (failure.kind === 'network') return t`We could not reach the portal. Check your connection and try again.`;
    if (failure.kind === 'problem' && failure.problem.status === 403) return t`You may not change assets for this company. Ask an administrator of your company.`;
    return t`Something went wrong on our side. Please try again in a moment.`;
  };
  // The version on screen: after a 409 that is the re-read one.
  const run = (action: 'archive' | 'restore') => {
    setDone(null);
    archive.mutate({ action, version: asset.version }, { onSuccess: () => (setAsking(false), setDone(action === 'archive' ? 'archived' : 'restored')) });
  };
  const open = () => (archive.reset(), setDone(null), setAsking(true));
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {!asset.archived && mayRequest(session) && (
          <ButtonLink to="/request/requests/add" search={{ type: 'breakdown', asset: asset.id }}>{t`Report a breakdown`}</ButtonLink>
        )}
        {manages && <ButtonLink to="/asset/assets/$assetId/edit" params={{ assetId: String(asset.id) }} variant="default">{t`Edit`}</ButtonLink>}
        {manages && !asset.archived && <Button variant="default" onClick={open}>{t`Archive`}</Button>}
        {manages && asset.archived && <Button variant="default" loading={archive.isPending} onClick={() => run('restore')}>{t`Restore`}</Button>}
      </Group>
      {archive.error && !asking && <Alert color="red" role="alert">{failureOf(archive.error)}</Alert>}
      {done && <Alert color="green" role="status">{done === 'archived' ? t`Asset archived.` : t`Asset restored.`}</Alert>}
      <ArchiveDialog opened={asking} name={asset.name} busy={archive.isPending} failure={archive.error ? failureOf(archive.error) : null}
        onClose={() => setAsking(false)} onConfirm={() => run('archive')} />
    </Stack>
  );
}
