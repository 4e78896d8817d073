// The contract's profile schema, in a module of its own so parse-profile.ts can load it lazily.
export { profileSchema } from '@portal/shared-api-contract';
