import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useCreateContactPerson, useUpdateContactPerson } from '@portal/company-data-access';
import { contactPersonSchema, type ContactPerson, type ContactPersonInput } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import type { Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { CompanyFormModal, TheirChanges, theirChangeRows, useCompanySave } from '../common';
import {
  contactPersonErrors, contactPersonFieldMessages, contactPersonInputOf, draftOfContactPerson, emptyContactPersonDraft,
  type ContactPersonDraft, type ContactPersonErrors, type ContactPersonField,
} from './contact-person-draft';

/** Props of ContactPersonFormModal: the person to edit (none: a new one) and the dialog's state. */
export interface ContactPersonFormModalProps {
  session: Session;
  person: ContactPerson | null;
  opened: boolean;
  onClose: () => void;
}

const failureOptions = {
  parseCurrent: (value: unknown) => contactPersonSchema.safeParse(value).data ?? null,
  fieldMessages: contactPersonFieldMessages,
  // The API names the field that matches (the e-mail address or the name).
  conflicts: { contact_person_exists: { message: msg`Your company already has this contact person (same name or e-mail address). Choose them from the list instead.`, field: 'lastName' } },
};

/**
 * `Add contact person` or edit one, in a dialog. The draft lives here while it is open: a refused
 * save (the check before sending, a 400, someone else's version after a 409) never loses what was typed.
 */
export function ContactPersonFormModal({ session, person, opened, onClose }: ContactPersonFormModalProps) {
  const { t, i18n } = useLingui();
  const create = useCreateContactPerson(session);
  const update = useUpdateContactPerson(session);
  const saver = useCompanySave<ContactPersonInput, ContactPerson>({
    create: (input, idempotencyKey) => create.mutateAsync({ input, idempotencyKey }),
    update: (input, version) => update.mutateAsync({ id: person!.id, input: { ...input, version } }),
    failure: failureOptions,
  });
  const [draft, setDraft] = useState<ContactPersonDraft>(() => (person ? draftOfContactPerson(person) : emptyContactPersonDraft));
  const [errors, setErrors] = useState<ContactPersonErrors>({});
  // What someone else saved (409): shown beside the draft, and the version saving again is based on.
  const [theirs, setTheirs] = useState<ContactPerson | null>(null);

  const change = (patch: Partial<ContactPersonDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // A message shown follows its input: it goes as soon as the value is fine (the API's too).
    const now = contactPersonErrors(i18n, next);
    setErrors((shown) => Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, k in patch ? now[k as ContactPersonField] : v]).filter(([, v]) => v)));
  };
  const submit = async () => {
    const found = contactPersonErrors(i18n, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await saver.save(contactPersonInputOf(draft), person ? (theirs ?? person).version : undefined);
    if (saved) onClose();
  };
  // The failure arrives after the save settles; its field messages and their version are taken once.
  const [shownFailure, setShownFailure] = useState(saver.failure);
  if (saver.failure !== shownFailure) {
    setShownFailure(saver.failure);
    if (saver.failure) setErrors(saver.failure.fieldErrors as ContactPersonErrors);
    if (saver.failure?.current) setTheirs(saver.failure.current);
  }

  const labels: Record<ContactPersonField, string> = { firstName: t`First name`, lastName: t`Last name`, jobTitle: t`Function`, email: t`Email`, phone: t`Phone` };
  const field = (name: ContactPersonField) => ({ label: labels[name], value: draft[name], onChange: (e: { currentTarget: { value: string } }) => change({ [name]: e.currentTarget.value }), error: errors[name], errorProps: { role: 'alert' } });
  const { maxName, maxJobTitle } = companyLimits;
  const name = person ? `${person.firstName} ${person.lastName}` : '';

  return (
    <CompanyFormModal
      opened={opened}
      onClose={onClose}
      title={person ? t`Edit ${name}` : t`Add contact person`}
      submitLabel={person ? undefined : t`Add contact person`}
      onSubmit={submit}
      saving={saver.saving}
      error={saver.failure?.message}
      footer={theirs && <TheirChanges rows={theirChangeRows(draftOfContactPerson(theirs), draft, labels)} onTakeTheirs={() => (setDraft(draftOfContactPerson(theirs)), setErrors({}))} />}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput required autoComplete="off" description={t`At most ${maxName} characters.`} {...field('firstName')} />
        <TextInput required autoComplete="off" description={t`At most ${maxName} characters.`} {...field('lastName')} />
      </SimpleGrid>
      <TextInput description={t`Their role at your company, e.g. site manager or buyer. At most ${maxJobTitle} characters.`} {...field('jobTitle')} />
      <TextInput type="email" autoComplete="off" description={t`Optional.`} {...field('email')} />
      <TextInput type="tel" autoComplete="off" description={t`Optional; with the country code, e.g. +31 20 123 4567.`} {...field('phone')} />
    </CompanyFormModal>
  );
}
