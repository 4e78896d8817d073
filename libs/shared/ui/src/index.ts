export { SharedHeading } from './lib/SharedHeading';
