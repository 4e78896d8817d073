export { CompanyPage } from './lib/CompanyPage';
export type { CompanySection } from './lib/CompanyPage';
