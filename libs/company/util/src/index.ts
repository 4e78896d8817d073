export { companyDomain } from './lib/company-domain';
