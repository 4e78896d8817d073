import type { OpCo } from '@portal/shared-api-contract';
import { createContext, useContext } from 'react';
import type { AuthApi } from './auth-api';

/** The sign-in calls, handed to the auth pages by the app. */
export interface AuthServices {
  api: AuthApi;
  /**
   * Tells the app a session started; resolves once the portal is ready ('ready'), or once the session
   * was ended again because the account has no corporate client ('noClient'). `welcome`: a newcomer
   * (an invitation's password just set), whom the first screen welcomes by the company's name.
   */
  onSignedIn: (options?: { welcome?: boolean }) => Promise<'ready' | 'noClient'>;
  onLogout: () => void;
  /** The opCo's image beside the login form. */
  opCo: OpCo;
}

export const AuthApiContext = createContext<AuthServices | null>(null);

export function useAuthApi() {
  const value = useContext(AuthApiContext);
  if (!value) throw new Error('useAuthApi needs an AuthApiContext provider');
  return value;
}
