export { createTokenStore, tokenIssuer } from './lib/token-store';
export type { TokenStore } from './lib/token-store';
export { hasLegacySession, isLegacyToken, legacyTokenKeys } from './lib/legacy-session';
export { createAuthApi, ownCallerHeaders, refreshLockName } from './lib/auth-api';
export type { AuthApi, EarlyRefresh } from './lib/auth-api';
export { AuthApiContext, useAuthApi } from './lib/auth-api.context';
export type { AuthServices } from './lib/auth-api.context';
