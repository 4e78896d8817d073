export { ConsentSection } from './lib/ConsentSection';
