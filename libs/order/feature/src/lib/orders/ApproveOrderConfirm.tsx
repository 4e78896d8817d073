import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney, resolveLocale } from '@portal/shared-util-i18n';

/** Props of ApproveOrderConfirm: the order's number, its total (null when prices are hidden), the confirmation (busy while it runs) and the way back. */
export interface ApproveOrderConfirmProps {
  number: string;
  total: string | null;
  currency: string;
  onConfirm: () => void;
  onBack: () => void;
  busy: boolean;
}

/** Asks before approving: an approval commits the company to the amount, so it names the order and the amount (issue 32). */
export function ApproveOrderConfirm({ number, total, currency, onConfirm, onBack, busy }: ApproveOrderConfirmProps) {
  const { t, i18n } = useLingui();
  const amount = total === null ? null : formatMoney(Number(total), currency, resolveLocale(i18n.locale));
  return (
    <Stack gap="md">
      <Text>{amount === null ? t`Approve order ${number}? We then confirm it.` : t`Approve order ${number} of ${amount}? We then confirm it.`}</Text>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={onBack} data-autofocus>{t`Back`}</Button>
        <Button loading={busy} onClick={onConfirm}>{t`Approve`}</Button>
      </Group>
    </Stack>
  );
}
