export { companyDomain } from './lib/company-domain';
export { companyListSearchSchema, memberSearchSchema, roleSearchSchema } from './lib/search-params';
export type { CompanyListSearch, MemberSearch, RoleSearch } from './lib/search-params';
