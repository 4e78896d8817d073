import { Alert, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthApi } from '@portal/auth-data-access';
import { PageHeader } from '@portal/shared-ui';
import { useState } from 'react';
import { AuthForm, AuthLink, looksLikeEmail } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { useSignInFailureMessage } from './failure-message';

/** Asks for a reset link. The answer never tells whether an account exists for the address. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { api } = useAuthApi();
  const failureMessage = useSignInFailureMessage();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = async () => {
    if (!looksLikeEmail(email)) return setFieldError(t`Enter a valid email address`);
    setFieldError(undefined);
    setState('busy');
    setError(null);
    try {
      await api.forgotPassword({ email: email.trim() });
      setState('sent');
    } catch (failure) {
      setError(failureMessage(failure));
      setState('idle');
    }
  };

  return (
    <AuthLayout>
      <PageHeader title={t`Forgot your password?`} description={t`Enter your email address and we will send you a link to choose a new password.`} />
      {state === 'sent' ? (
        <Alert color="green" role="status">
          <Trans>If an account exists for this address, we have sent it an email with a link. The link works for one hour.</Trans>
        </Alert>
      ) : (
        <AuthForm onSubmit={submit} error={error} busy={state === 'busy'} submitLabel={<Trans>Send link</Trans>}>
          <TextInput label={t`Email address`} type="email" autoComplete="username" required value={email} error={fieldError} onChange={(e) => setEmail(e.currentTarget.value)} />
        </AuthForm>
      )}
      <AuthLink to="/auth/login">
        <Trans>Back to sign in</Trans>
      </AuthLink>
    </AuthLayout>
  );
}
