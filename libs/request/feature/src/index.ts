export { RequestSection } from './lib/RequestSection';
