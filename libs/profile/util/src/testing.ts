// Test helpers other projects may use for @portal/profile-util: the profile endpoints' answers.
export { benDevices, benNotificationPreferences, benProfile, phoneDevice, thisDevice, unknownDevice } from './lib/fixtures';
