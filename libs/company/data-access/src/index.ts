export { companyKeys } from './lib/company.keys';
