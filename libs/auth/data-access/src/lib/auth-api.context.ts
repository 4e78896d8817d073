import { createContext, useContext } from 'react';
import type { AuthApi } from './auth-api';

/** The sign-in calls, handed to the auth pages by the app. */
export const AuthApiContext = createContext<{ api: AuthApi; onSignedIn: () => void } | null>(null);

export function useAuthApi() {
  const value = useContext(AuthApiContext);
  if (!value) throw new Error('useAuthApi needs an AuthApiContext provider');
  return value;
}
