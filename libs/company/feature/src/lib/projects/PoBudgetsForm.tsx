import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { ProjectPoBudgetsInput } from '@portal/shared-api-contract';
import { useState, type FormEvent } from 'react';

/** One row of the form: what was typed (the amount as the field holds it). */
export interface PoBudgetDraft {
  poReference: string;
  amount: number | string;
}

/** Props of PoBudgetsForm: the budgets to start from, the save (busy while it runs) and its failure. */
export interface PoBudgetsFormProps {
  initial: PoBudgetDraft[];
  onSave: (budgets: ProjectPoBudgetsInput['budgets']) => void;
  busy: boolean;
  failure: string | null;
}

/** Every PO budget of the project: add, change and remove rows, then save them all; what was typed stays when saving fails. */
export function PoBudgetsForm({ initial, onSave, busy, failure }: PoBudgetsFormProps) {
  const { t } = useLingui();
  const [rows, setRows] = useState<PoBudgetDraft[]>(initial);
  const [checked, setChecked] = useState(false);
  const change = (i: number, patch: Partial<PoBudgetDraft>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const errorOf = (row: PoBudgetDraft, i: number) => ({
    po: !row.poReference.trim() ? t`Enter the PO number.`
      : rows.findIndex((r) => r.poReference.trim().toLowerCase() === row.poReference.trim().toLowerCase()) !== i ? t`This PO already has a budget.` : undefined,
    amount: row.amount === '' || Number(row.amount) < 0 ? t`Enter 0 or more.` : undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rows.some((r, i) => Object.values(errorOf(r, i)).some(Boolean))) return;
    onSave(rows.map((r) => ({ poReference: r.poReference.trim(), amount: Number(r.amount) })));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {rows.map((row, i) => {
          const po = row.poReference;
          const errors = checked ? errorOf(row, i) : { po: undefined, amount: undefined };
          return (
            <Group key={i} gap="sm" align="flex-start" wrap="wrap">
              <TextInput label={t`PO number`} value={row.poReference} onChange={(e) => change(i, { poReference: e.currentTarget.value })} error={errors.po} errorProps={{ role: 'alert' }} />
              <NumberInput label={t`Budget`} value={row.amount} onChange={(v) => change(i, { amount: v })} min={0} decimalScale={2} hideControls error={errors.amount} errorProps={{ role: 'alert' }} />
              <Button variant="subtle" color="red" mt={24} onClick={() => setRows(rows.filter((_, j) => j !== i))} aria-label={t`Remove the budget of ${po}`}>{t`Remove`}</Button>
            </Group>
          );
        })}
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button variant="default" onClick={() => setRows([...rows, { poReference: '', amount: '' }])}>{t`Add PO budget`}</Button>
          <Button type="submit" loading={busy}>{t`Save PO budgets`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
