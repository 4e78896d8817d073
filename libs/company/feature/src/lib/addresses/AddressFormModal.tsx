import { useLingui } from '@lingui/react/macro';
import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useCreateAddress, useUpdateAddress } from '@portal/company-data-access';
import { addressSchema, type Address, type AddressInput } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import type { Session } from '@portal/shared-data-access-http';
import { CountrySelect, countryName } from '@portal/shared-ui';
import { useState } from 'react';
import { CompanyFormModal, TheirChanges, theirChangeRows, useCompanySave } from '../common';
import {
  addressErrors, addressFieldMessages, addressInputOf, draftOfAddress, emptyAddressDraft, postalCodeExample,
  type AddressDraft, type AddressErrors, type AddressField,
} from './address-draft';

/** Props of AddressFormModal: the address to edit (none: a new one, in `defaultCountry`) and the dialog's state. */
export interface AddressFormModalProps {
  session: Session;
  address: Address | null;
  /** The country a new address starts in (the user may change it). */
  defaultCountry: string;
  opened: boolean;
  onClose: () => void;
}

const parseCurrent = (value: unknown) => addressSchema.safeParse(value).data ?? null;

/**
 * `Add address` or edit one, in a dialog. The draft lives here while it is open: a refused save
 * (the check before sending, a 400, someone else's version after a 409) never loses what was typed.
 */
export function AddressFormModal({ session, address, defaultCountry, opened, onClose }: AddressFormModalProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<AddressDraft>(() => (address ? draftOfAddress(address) : emptyAddressDraft(defaultCountry)));
  const [errors, setErrors] = useState<AddressErrors>({});
  // What someone else saved (409): shown beside the draft, and the version saving again is based on.
  const [theirs, setTheirs] = useState<Address | null>(null);
  const create = useCreateAddress(session);
  const update = useUpdateAddress(session);
  const saver = useCompanySave<AddressInput, Address>({
    create: (input, idempotencyKey) => create.mutateAsync({ input, idempotencyKey }),
    update: (input, version) => update.mutateAsync({ id: address!.id, input: { ...input, version } }),
    // The postal code's sentence follows the country being saved.
    failure: { parseCurrent, fieldMessages: addressFieldMessages(i18n.locale, draft.country) },
  });

  const change = (patch: Partial<AddressDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // A message shown follows its input (the API's too); another country re-checks a typed postal code at once.
    const now = addressErrors(i18n, next);
    const recheckPostalCode = 'country' in patch && next.postalCode.trim() !== '';
    setErrors((shown) => {
      const fields = Object.keys(patch).filter((k) => k in shown) as AddressField[];
      if (recheckPostalCode) fields.push('postalCode');
      const updated: AddressErrors = { ...shown };
      for (const f of fields) {
        if (now[f]) updated[f] = now[f];
        else delete updated[f];
      }
      return updated;
    });
  };
  const submit = async () => {
    const found = addressErrors(i18n, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await saver.save(addressInputOf(draft), address ? (theirs ?? address).version : undefined);
    if (saved) onClose();
  };
  // The failure arrives after the save settles; its field messages and their version are taken once.
  const [shownFailure, setShownFailure] = useState(saver.failure);
  if (saver.failure !== shownFailure) {
    setShownFailure(saver.failure);
    if (saver.failure) setErrors(saver.failure.fieldErrors as AddressErrors);
    if (saver.failure?.current) setTheirs(saver.failure.current);
  }

  const labels: Record<AddressField, string> = {
    label: t`Name`, street: t`Street and number`, postalCode: t`Postal code`, city: t`City`, country: t`Country`, defaultDelivery: t`Default delivery address`,
  };
  const show = (field: AddressField, value: AddressDraft[AddressField]): string => {
    if (field === 'country') return countryName(String(value), i18n.locale);
    if (field === 'defaultDelivery') return value ? t`Yes` : t`No`;
    return String(value);
  };
  const text = (name: Exclude<AddressField, 'country' | 'defaultDelivery'>) => ({
    label: labels[name],
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => change({ [name]: e.currentTarget.value }),
    error: errors[name],
    errorProps: { role: 'alert' },
  });
  const { maxLabel, maxStreet } = companyLimits;
  const example = postalCodeExample(draft.country);

  return (
    <CompanyFormModal
      opened={opened}
      onClose={onClose}
      title={address ? t`Edit ${address.label}` : t`Add address`}
      submitLabel={address ? undefined : t`Add address`}
      onSubmit={submit}
      saving={saver.saving}
      error={saver.failure?.message}
      footer={theirs && <TheirChanges rows={theirChangeRows(draftOfAddress(theirs), draft, labels, show)} onTakeTheirs={() => (setDraft(draftOfAddress(theirs)), setErrors({}))} />}
    >
      <TextInput required description={t`What your people call the site, e.g. Harbour site entrance. At most ${maxLabel} characters.`} {...text('label')} />
      <TextInput required autoComplete="off" description={t`At most ${maxStreet} characters.`} {...text('street')} />
      <CountrySelect
        label={labels.country}
        required
        value={draft.country || null}
        onChange={(country) => change({ country: country ?? '' })}
        nothingFoundMessage={t`Nothing found`}
        comboboxProps={{ withinPortal: true }}
        error={errors.country}
        errorProps={{ role: 'alert' }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput required autoComplete="off" description={example ? t`For example ${example}.` : undefined} {...text('postalCode')} />
        <TextInput required autoComplete="off" {...text('city')} />
      </SimpleGrid>
      <Checkbox
        label={labels.defaultDelivery}
        description={t`Orders are delivered here unless another address is chosen. It takes over from the current default.`}
        checked={draft.defaultDelivery}
        onChange={(e) => change({ defaultDelivery: e.currentTarget.checked })}
      />
    </CompanyFormModal>
  );
}
