export { ProfileSection } from './lib/ProfileSection';
