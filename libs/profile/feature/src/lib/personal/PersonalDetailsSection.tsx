import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useUpdateProfile } from '@portal/profile-data-access';
import { ProfileSection } from '@portal/profile-ui';
import type { Profile } from '@portal/shared-api-contract';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '@portal/shared-ui';
import { draftOfProfile, personalChangeOf, personalErrors, samePersonalDetails, type PersonalDraft, type PersonalErrors, type PersonalField } from './personal-draft';
import { personalSaveFailure } from './personal-failure';
import { TheirProfileChanges } from './TheirProfileChanges';

/** Props of PersonalDetailsSection: the profile as cached now. */
export interface PersonalDetailsSectionProps {
  profile: Profile;
}

type Outcome = { saved: true; text: string } | { saved: false; text: string };

/**
 * `Personal details`: name and phone, saved with the version they were based on; the email shown
 * only. The draft lives here: a refused or failed save (the check, a 400, a 409, no connection)
 * never loses what was typed.
 */
export function PersonalDetailsSection({ profile }: PersonalDetailsSectionProps) {
  const { t, i18n } = useLingui();
  const update = useUpdateProfile();
  // The profile the draft is based on: its version is sent, unless a later one only changed
  // something else (the language), which is no reason for a conflict.
  const [base, setBase] = useState(profile);
  const [draft, setDraft] = useState<PersonalDraft>(() => draftOfProfile(profile));
  const [errors, setErrors] = useState<PersonalErrors>({});
  const [theirs, setTheirs] = useState<Profile | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useRef(false);

  // After a refused attempt, the first field to fix takes the focus.
  const { formRef: form, refused } = useFocusFirstInvalid();

  const change = (field: PersonalField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // A message shown follows its input: it goes as soon as the value is fine.
    if (errors[field]) setErrors((shown) => ({ ...shown, [field]: personalErrors(i18n, next)[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = personalErrors(i18n, draft);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return refused();
    sending.current = true;
    try {
      const version = samePersonalDetails(profile, base) ? profile.version : base.version;
      const saved = await update.mutateAsync({ ...personalChangeOf(draft), version });
      setBase(saved);
      setDraft(draftOfProfile(saved));
      setTheirs(null);
      setOutcome({ saved: true, text: t`Your details were saved.` });
    } catch (error) {
      const failure = personalSaveFailure(error, i18n);
      setErrors(failure.fieldErrors);
      if (failure.current) {
        // Saving again goes on top of what is saved now: a deliberate overwrite, seen first.
        setBase(failure.current);
        setTheirs(failure.current);
      }
      setOutcome({ saved: false, text: failure.message });
      refused();
    } finally {
      sending.current = false;
    }
  };

  const labels: Record<PersonalField, string> = { firstName: t`First name`, lastName: t`Last name`, phone: t`Phone` };
  const field = (name: PersonalField) => ({
    label: labels[name],
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => change(name, e.currentTarget.value),
    error: errors[name],
    errorProps: { role: 'alert' },
  });

  return (
    <ProfileSection title={t`Personal details`}>
      <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput required autoComplete="given-name" {...field('firstName')} />
            <TextInput required autoComplete="family-name" {...field('lastName')} />
          </SimpleGrid>
          <TextInput type="tel" autoComplete="tel" description={t`International format, e.g. +31 20 123 4567`} {...field('phone')} />
          <TextInput label={t`Email`} value={profile.email} readOnly description={t`Your email address is your sign-in name and cannot be changed here.`} />
          {theirs && (
            <TheirProfileChanges saved={draftOfProfile(theirs)} typed={draft} labels={labels} onUseSaved={() => (setDraft(draftOfProfile(theirs)), setErrors({}))} />
          )}
          {outcome && (
            <Alert color={outcome.saved ? 'green' : 'red'} role={outcome.saved ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={update.isPending}>{t`Save`}</Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
