import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { RequestDetail } from '@portal/shared-api-contract';
import { PageHeader, StatusBadge } from '@portal/shared-ui';
import type { Ref } from 'react';
import { requestStatuses, requestTypes } from '../common/labels';

/** Props of RequestHeader: the request, and the Edit button's action (none: no button). */
export interface RequestHeaderProps {
  request: RequestDetail;
  onEdit?: () => void;
  /** Focus returns here when editing ends. */
  editRef?: Ref<HTMLButtonElement>;
}

/** The request's product header: `Request R-…`, its status and type, and `Edit` while it may still be changed. */
export function RequestHeader({ request, onEdit, editRef }: RequestHeaderProps) {
  const { t, i18n } = useLingui();
  const status = requestStatuses[request.status];
  return (
    <div>
      <PageHeader title={t`Request ${request.number}`} />
      <Group gap="sm" mt={-8} justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <StatusBadge tone={status.tone}>{i18n._(status.label)}</StatusBadge>
          <Text fw={600}>{i18n._(requestTypes[request.type])}</Text>
        </Group>
        {onEdit && (
          <Button ref={editRef} variant="default" onClick={onEdit}>
            {t`Edit`}
          </Button>
        )}
      </Group>
    </div>
  );
}
