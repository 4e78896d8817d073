import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';

/** Props of AuthForm. */
export interface AuthFormProps {
  onSubmit: () => void;
  /** What went wrong with the last attempt, in the user's language. */
  error: string | null;
  busy: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}

/** The sign-in pages' form: the failure above the fields, browser validation off (we explain ourselves). */
export function AuthForm({ onSubmit, error, busy, submitLabel, children }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {children}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** A link between the sign-in pages. */
export function AuthLink({ to, children }: { to: '/auth/login' | '/auth/forgot-password'; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} mt="md" display="inline-block">
      {children}
    </Anchor>
  );
}

/** A plausible email address; the server has the final say. */
export const looksLikeEmail = (value: string) => /^\S+@\S+\.\S+$/.test(value.trim());
