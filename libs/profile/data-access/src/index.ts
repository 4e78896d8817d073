export { profileKeys, profileQueries, updateProfile } from './lib/profile.queries';
export { useProfile, useUpdateProfile } from './lib/use-profile';
