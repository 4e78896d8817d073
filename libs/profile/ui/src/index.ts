export { ProfileHeading } from './lib/ProfileHeading';
