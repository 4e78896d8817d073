export { ProfilePage } from './lib/ProfilePage';
