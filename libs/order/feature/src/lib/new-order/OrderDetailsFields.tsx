import { useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { chooseProject, type OrderDraft } from '@portal/order-data-access';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import { useState } from 'react';
import { offeredFor } from './project-choices';
import type { NewOrderState } from './use-new-order';

/** Props of OrderDetailsFields: the form options and the flow's state. */
export interface OrderDetailsFieldsProps {
  options: OrderFormOptions;
  state: Pick<NewOrderState, 'draft' | 'update' | 'errorOf' | 'poReference'>;
}

type IdField = 'projectId' | 'addressId' | 'contactPersonId';

/**
 * Project (job site), delivery address, contact person, PO reference (from the project) and comment.
 * A chosen project proposes its own address and contact person and offers only its own, until the
 * user asks for the others too (issue 32).
 */
export function OrderDetailsFields({ options, state: { draft, update, errorOf, poReference } }: OrderDetailsFieldsProps) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const delivered = draft.lines.some((l) => l.deliveryMethod === 'delivery');
  const project = options.projects.find((p) => p.id === draft.projectId);
  const addresses = offeredFor(options.addresses, project?.addressIds, draft.addressId, showAll);
  const contacts = offeredFor(options.contactPersons, project?.contactPersonIds, draft.contactPersonId, showAll);
  const set = (edit: Partial<OrderDraft>) => update((d) => ({ ...d, ...edit }));
  const choose = (field: IdField, id: number | null) =>
    field === 'projectId' ? update((d) => chooseProject(d, id, options.projects)) : set({ [field]: id });
  const select = (field: IdField, label: string, placeholder: string, items: { id: number; label: string }[], description?: string) => (
    <NativeSelect
      label={label}
      description={description}
      withAsterisk={field !== 'addressId' || delivered}
      value={draft[field] ? String(draft[field]) : ''}
      data={[{ value: '', label: placeholder }, ...items.map((i) => ({ value: String(i.id), label: i.label }))]}
      error={errorOf(field)}
      errorProps={{ role: 'alert' }}
      onChange={(e) => choose(field, Number(e.currentTarget.value) || null)}
    />
  );
  return (
    <Fieldset legend={t`Order details`} p="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {select('projectId', t`Project`, t`Choose a project`, options.projects.map((p) => ({ id: p.id, label: `${p.name} (${p.code})` })))}
        {select(
          'addressId',
          t`Delivery address`,
          t`Choose an address`,
          addresses.items.map((a) => ({ id: a.id, label: `${a.label}: ${a.street}, ${a.postalCode} ${a.city}${a.defaultDelivery ? ` (${t`default`})` : ''}` })),
          delivered ? undefined : t`Only needed when something is delivered.`,
        )}
        {select('contactPersonId', t`Contact person`, t`Choose a contact person`, contacts.items.map((c) => ({ id: c.id, label: c.name })))}
        <TextInput
          label={t`PO reference`}
          description={t`Filled in from the project; change it if you need another.`}
          value={poReference}
          error={errorOf('poReference')}
          errorProps={{ role: 'alert' }}
          onChange={(e) => set({ poReference: e.currentTarget.value, poReferenceTyped: true })}
        />
      </SimpleGrid>
      {(addresses.narrowable || contacts.narrowable) && (
        <Checkbox mt="sm" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)}
          label={t`Show all addresses and contacts`} />
      )}
      <Textarea mt="sm" label={t`Comment`} rows={3} value={draft.comment} error={errorOf('comment')} errorProps={{ role: 'alert' }} onChange={(e) => set({ comment: e.currentTarget.value })} />
    </Fieldset>
  );
}
