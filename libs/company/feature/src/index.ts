export { CompanySection } from './lib/CompanySection';
