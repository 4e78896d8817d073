import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useAssetRequests } from '@portal/asset-data-access';
import { hasModule, type Session } from '@portal/shared-data-access-http';
import { DateText, StatusBadge } from '@portal/shared-ui';
import { requestStatusLabels, requestTypeLabels } from '../common/labels';
import { AnchorLink } from '../common/links';

/** Props of AssetRequests: the session and the asset's id. */
export interface AssetRequestsProps {
  session: Session;
  assetId: number;
}

/** The requests made about the asset; each links to its page when the user has the request module. */
export function AssetRequests({ session, assetId }: AssetRequestsProps) {
  const { t, i18n } = useLingui();
  const { data: requests } = useAssetRequests(session, assetId);
  const linked = hasModule(session, 'request');
  if (requests.length === 0) return <Text c="dimmed">{t`No requests about this asset yet.`}</Text>;
  return (
    <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {requests.map((r) => {
        const status = requestStatusLabels[r.status];
        const type = requestTypeLabels[r.type];
        return (
          <li key={r.id}>
            <Group gap="sm" wrap="wrap">
              {linked ? (
                <AnchorLink to="/request/requests/$requestId" params={{ requestId: String(r.id) }} fw={600}>{r.number}</AnchorLink>
              ) : (
                <Text fw={600}>{r.number}</Text>
              )}
              <Text>{type ? i18n._(type) : r.type}</Text>
              {status ? <StatusBadge tone={status.tone}>{i18n._(status.label)}</StatusBadge> : <Text>{r.status}</Text>}
              <Text size="sm" c="dimmed"><DateText value={r.createdAt} /></Text>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
