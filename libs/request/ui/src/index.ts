export { RequestHeading } from './lib/RequestHeading';
