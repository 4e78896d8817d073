import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/profile-util';
import type { SignedInDevice } from '@portal/shared-api-contract';
import { StatusBadge } from '@portal/shared-ui';
import { resolveLocale } from '@portal/shared-util-i18n';
import { deviceName } from './device-name';

/** Props of DeviceList: the signed-in devices, in the order to show them. */
export interface DeviceListProps {
  devices: SignedInDevice[];
}

/**
 * Where the user is signed in: one card per device (a list, not a table, so it reads the same at
 * 360 px and on a screen reader), with when it signed in and was last used, this one marked.
 */
export function DeviceList({ devices }: DeviceListProps) {
  const { t, i18n } = useLingui();
  const locale = resolveLocale(i18n.locale);
  const moment = (value: string) => (
    <time dateTime={value}>{formatDateTime(value, locale) ?? '—'}</time>
  );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {devices.map((device) => (
        <Paper component="li" key={device.id} withBorder p="sm" radius="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {deviceName(device, i18n)}
              </Text>
              {device.current && (
                // The shared badge: Mantine's own light green text is below 4.5:1.
                <StatusBadge tone="success">{t`This device`}</StatusBadge>
              )}
            </Group>
            <Text size="sm">
              {t`Signed in:`} {moment(device.signedInAt)}
            </Text>
            <Text size="sm">
              {t`Last used:`} {moment(device.lastUsedAt)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
