export { authKeys } from './lib/auth.keys';
