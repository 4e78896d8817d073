import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useChangePassword } from '@portal/profile-data-access';
import { ProfileSection } from '@portal/profile-ui';
import type { ChangePasswordBody } from '@portal/shared-api-contract';
import { passwordPolicy } from '@portal/shared-api-contract/vocabulary';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '@portal/shared-ui';
import { emptyPasswords, passwordErrors, type PasswordErrors, type PasswordField } from './password-draft';
import { passwordChangeFailure } from './password-failure';

type Outcome = { changed: boolean; text: string };

/**
 * `Change password`: the current one and a new one, with the rules said before typing. A change
 * signs the user out everywhere else (the API's answer says on how many devices). On a failure
 * only a wrong current password is emptied; everything else stays as typed.
 */
export function ChangePasswordSection() {
  const { t, i18n } = useLingui();
  const changePassword = useChangePassword();
  const [draft, setDraft] = useState<ChangePasswordBody>(emptyPasswords);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useRef(false);

  // After a refused attempt, the first field to fix takes the focus.
  const { formRef: form, refused } = useFocusFirstInvalid();

  const change = (field: PasswordField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (errors[field]) setErrors((shown) => ({ ...shown, [field]: passwordErrors(i18n, next)[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = passwordErrors(i18n, draft);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return refused();
    sending.current = true;
    try {
      const { ended } = await changePassword.mutateAsync(draft);
      setDraft(emptyPasswords);
      setOutcome({
        changed: true,
        text: t`Your password was changed. ${plural(ended, { 0: 'No other device was signed in.', one: 'You were signed out on # other device.', other: 'You were signed out on # other devices.' })}`,
      });
    } catch (error) {
      const failure = passwordChangeFailure(error, i18n);
      setErrors(failure.fieldErrors);
      if (failure.wrongPassword) setDraft((d) => ({ ...d, currentPassword: '' }));
      if (failure.message) setOutcome({ changed: false, text: failure.message });
      refused();
    } finally {
      sending.current = false;
    }
  };

  const { minLength } = passwordPolicy;
  const field = (name: PasswordField) => ({
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => change(name, e.currentTarget.value),
    error: errors[name],
    errorProps: { role: 'alert' },
    // PasswordInput marks its inner input only with data-invalid; screen readers need aria-invalid.
    'aria-invalid': errors[name] ? true : undefined,
    required: true,
  });

  return (
    <ProfileSection title={t`Change password`}>
      <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <PasswordInput label={t`Current password`} autoComplete="current-password" {...field('currentPassword')} />
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            description={t`Use at least ${minLength} characters. Common passwords and your own name are not accepted.`}
            {...field('newPassword')}
          />
          {outcome && (
            <Alert color={outcome.changed ? 'green' : 'red'} role={outcome.changed ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={changePassword.isPending}>{t`Change password`}</Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
