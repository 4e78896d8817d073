export { AuthSection } from './lib/AuthSection';
