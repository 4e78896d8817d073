export { HelpHeading } from './lib/HelpHeading';
