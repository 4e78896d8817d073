import { useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { requestableLinePageSize, useRequestableLines } from '@portal/request-data-access';
import type { RequestableLine } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { ErrorState, Paginator } from '@portal/shared-ui';
import { useId, useState } from 'react';
import { LineCost, LineFacts, useLineName } from './line-text';

/** Props of LinePicker: whose lines, the group's name, what is chosen, how to pick, and the field's message. */
export interface LinePickerProps {
  session: Session;
  legend: string;
  chosen: readonly number[];
  /** Several lines (checkboxes, a pick toggles) or one (radios). */
  multiple: boolean;
  onPick: (line: RequestableLine) => void;
  /** Why a line cannot be chosen here (e.g. nothing left on rent), or null. */
  unavailable?: (line: RequestableLine) => string | null;
  error?: string;
}

/** Open contract lines searched on the server (fleet number, product, project), a page at a time. */
export function LinePicker({ session, legend, chosen, multiple, onPick, unavailable, error }: LinePickerProps) {
  const { t } = useLingui();
  const name = useId();
  const lineName = useLineName();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [page, setPage] = useState(1);
  const lines = useRequestableLines(session, { q, page });
  const items = lines.data?.items ?? [];
  return (
    <Fieldset legend={legend} p="sm">
      <Stack gap="sm">
        <TextInput
          type="search"
          label={t`Search lines`}
          description={t`Fleet number, contract, product or project`}
          value={text}
          error={error}
          errorProps={{ role: 'alert' }}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
        />
        {lines.isError && <ErrorState title={t`The lines could not be loaded`} onRetry={() => void lines.refetch()} />}
        {lines.isSuccess && items.length === 0 && <Text c="dimmed">{q ? t`No open lines match "${q}".` : t`There are no open lines.`}</Text>}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={lines.isFetching}>
          {items.map((line) => {
            const reason = unavailable?.(line) ?? null;
            const props = {
              label: lineName(line),
              description: (
                <>
                  <LineFacts line={line} />
                  {lines.data && <LineCost line={line} currency={lines.data.currency} />}
                  {reason && <Text component="span" size="sm" fw={600}>{reason}</Text>}
                </>
              ),
              checked: chosen.includes(line.id),
              disabled: reason !== null,
              onChange: () => onPick(line),
            };
            return <li key={line.id}>{multiple ? <Checkbox {...props} /> : <Radio name={name} value={String(line.id)} {...props} />}</li>;
          })}
        </Stack>
        {lines.data && <Paginator page={page} pageSize={requestableLinePageSize} total={lines.data.total} onChange={setPage} />}
      </Stack>
    </Fieldset>
  );
}
