export { consentKeys } from './lib/consent.keys';
