// Test helpers other projects may use for @portal/profile-util: the profile endpoints' answers.
export { benDevices, benProfile, phoneDevice, thisDevice, unknownDevice } from './lib/fixtures';
