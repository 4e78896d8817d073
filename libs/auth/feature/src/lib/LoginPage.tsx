import { PasswordInput, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthApi } from '@portal/auth-data-access';
import { PageHeader } from '@portal/shared-ui';
import { useState } from 'react';
import { AuthForm, AuthLink, looksLikeEmail } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { useSignInFailureMessage } from './failure-message';

/**
 * Sign-in with email and password; every failure says what to do, and the typed email stays. Once
 * signed in the page does not navigate: the lifecycle changes state and the router's guard leads on.
 */
export function LoginPage() {
  const { t } = useLingui();
  const { api, onSignedIn } = useAuthApi();
  const failureMessage = useSignInFailureMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  const submit = async () => {
    const errors = {
      email: looksLikeEmail(email) ? undefined : t`Enter a valid email address`,
      password: password ? undefined : t`Enter your password`,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setBusy(true);
    setError(null);
    try {
      await api.login({ email: email.trim(), password });
      if ((await onSignedIn()) === 'noClient') {
        setError(t`Your account is not linked to any company yet. Please ask your administrator or your contact at Atlas Rental.`);
        setPassword('');
      }
    } catch (failure) {
      setError(failureMessage(failure));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <PageHeader title={t`Sign in`} description={t`Sign in to manage your rentals, requests and invoices.`} />
      <AuthForm onSubmit={submit} error={error} busy={busy} submitLabel={<Trans>Sign in</Trans>}>
        <TextInput label={t`Email address`} type="email" autoComplete="username" required value={email} error={fieldErrors.email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <PasswordInput label={t`Password`} autoComplete="current-password" required value={password} error={fieldErrors.password} aria-invalid={fieldErrors.password ? true : undefined} onChange={(e) => setPassword(e.currentTarget.value)} />
      </AuthForm>
      <AuthLink to="/auth/forgot-password">
        <Trans>Forgot your password?</Trans>
      </AuthLink>
    </AuthLayout>
  );
}
