import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, NumberInput, Stack, Switch } from '@mantine/core';
import type { OrderSettings, OrderSettingsInput } from '@portal/shared-api-contract';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';
import { useState, type FormEvent, type ReactNode } from 'react';
import { approvalErrors, type ApprovalDraft, type ApprovalErrors } from './approval-settings-rules';

/** Props of ApprovalSettingsForm: the settings as read, the save (busy while it runs), the API's field messages and a message slot. */
export interface ApprovalSettingsFormProps {
  settings: OrderSettings;
  onSave: (input: OrderSettingsInput) => void;
  saving: boolean;
  /** Field messages of the last save's 400, shown until the field is changed. */
  serverErrors: ApprovalErrors | null;
  /** Success or failure of the last save, shown above the Save button. */
  message?: ReactNode;
}

const draftOf = (s: OrderSettings): ApprovalDraft => ({
  required: s.approvalThreshold !== null,
  amount: s.approvalThreshold === null ? '' : Math.round(Number(s.approvalThreshold)),
  roleIds: s.roles.filter((r) => r.approves).map((r) => String(r.id)),
});

/** The switch, the amount and the approving roles; mounted per version, so a reload starts from the server's values. */
export function ApprovalSettingsForm({ settings, onSave, saving, serverErrors, message }: ApprovalSettingsFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<ApprovalErrors>({});
  const [known, setKnown] = useState(serverErrors);
  if (serverErrors !== known) {
    setKnown(serverErrors);
    if (serverErrors) setErrors(serverErrors);
  }
  const change = (patch: Partial<ApprovalDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // A message shown follows the input, so it goes as soon as the value is fine.
    setErrors((shown) => Object.fromEntries(Object.keys(shown).map((k) => [k, approvalErrors(i18n, next)[k as keyof ApprovalErrors]]).filter(([, v]) => v)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = approvalErrors(i18n, draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSave({ approvalThreshold: draft.required ? Number(draft.amount) : null, approverRoleIds: draft.roleIds.map(Number), version: settings.version });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch label={t`Orders above an amount need approval`} checked={draft.required} onChange={(e) => change({ required: e.currentTarget.checked })} />
        <NumberInput
          label={t`Approval needed above (${settings.currency})`}
          description={t`A whole amount in ${settings.currency}. Orders whose estimated total is higher wait for approval.`}
          value={draft.amount}
          onChange={(amount) => change({ amount })}
          disabled={!draft.required}
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={orderLimits.maxApprovalThreshold}
          clampBehavior="none"
          error={errors.amount}
          maw={320}
        />
        <Checkbox.Group label={t`Roles that may approve`} description={t`Users with one of these roles see Approve and Reject on orders that wait.`}
          value={draft.roleIds} onChange={(roleIds) => change({ roleIds })} error={errors.roleIds}>
          <Stack gap="xs" mt="xs">
            {settings.roles.map((role) => <Checkbox key={role.id} value={String(role.id)} label={role.name} />)}
          </Stack>
        </Checkbox.Group>
        {message}
        <Group>
          <Button type="submit" loading={saving}>{t`Save`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
