import { Alert, PasswordInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthApi } from '@portal/auth-data-access';
import { passwordPolicy } from '@portal/shared-api-contract/vocabulary';
import { describeFailure } from '@portal/shared-data-access-http';
import { rememberedLocale } from '@portal/shared-util-i18n';
import { PageHeader } from '@portal/shared-ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthForm, AuthLink } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { useSignInFailureMessage } from './failure-message';
import { usePasswordProblem } from './password-policy';
import { useTokenFromLink } from './token-from-link';

/** Props of ResetPasswordPage: the single-use token from the emailed link. */
export interface ResetPasswordPageProps {
  token: string;
}

/**
 * Sets a new password with the emailed token; the rules are the server's (shared contract). The
 * token leaves the address bar as soon as the page has read it (token-from-link.ts).
 */
export function ResetPasswordPage(props: ResetPasswordPageProps) {
  const token = useTokenFromLink(props.token);
  const { t } = useLingui();
  const { api, onSignedIn } = useAuthApi();
  const navigate = useNavigate();
  const failureMessage = useSignInFailureMessage();
  const passwordProblem = usePasswordProblem();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const next = { password: passwordProblem(password), repeat: repeat === password ? undefined : t`The passwords do not match` };
    setErrors(next);
    if (next.password || next.repeat) return;
    setState('busy');
    setError(null);
    try {
      // A language the visitor chose (the page's switch) goes along: an invited colleague's first
      // choice. Without one their company's language stays, not whatever the browser happens to say.
      const language = rememberedLocale(globalThis.localStorage);
      const outcome = await api.resetPassword({ token, password, ...(language ? { language } : {}) });
      // An invitation's password signs in: straight into the portal, welcomed by the company's name.
      if (outcome === 'signedIn' && (await onSignedIn({ welcome: true })) === 'ready') {
        void navigate({ to: '/' });
        return;
      }
      setState('done');
    } catch (failure) {
      const refused = describeFailure(failure);
      // Too common or made of the user's own details: only the server knows, and says so by code.
      if (refused.kind === 'problem' && refused.problem.status === 400 && refused.problem.code === passwordPolicy.guessableCode) {
        setErrors({ password: t`This password is too common or too easy to guess. Choose another one.` });
      } else {
        setError(failureMessage(failure));
      }
      setState('idle');
    }
  };

  if (!token) {
    return (
      <AuthLayout>
        <PageHeader title={t`Choose a new password`} />
        <Alert color="red" role="alert">
          <Trans>This link is incomplete. Please use the link from the email, or ask for a new one.</Trans>
        </Alert>
        <AuthLink to="/auth/forgot-password">
          <Trans>Ask for a new link</Trans>
        </AuthLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <PageHeader title={t`Choose a new password`} description={t`Use at least 12 characters. Common passwords and your own name are not accepted.`} />
      {state === 'done' ? (
        <Alert color="green" role="status">
          <Trans>Your password has been changed. You can sign in with it now.</Trans>
        </Alert>
      ) : (
        <AuthForm onSubmit={submit} error={error} busy={state === 'busy'} submitLabel={<Trans>Save password</Trans>}>
          <PasswordInput label={t`New password`} autoComplete="new-password" required value={password} error={errors.password} aria-invalid={errors.password ? true : undefined} onChange={(e) => setPassword(e.currentTarget.value)} />
          <PasswordInput label={t`Repeat the new password`} autoComplete="new-password" required value={repeat} error={errors.repeat} aria-invalid={errors.repeat ? true : undefined} onChange={(e) => setRepeat(e.currentTarget.value)} />
        </AuthForm>
      )}
      <AuthLink to="/auth/login">
        <Trans>Back to sign in</Trans>
      </AuthLink>
    </AuthLayout>
  );
}
