export { companyListSearchSchema, memberSearchSchema, roleSearchSchema } from './lib/search-params';
export type { CompanyListSearch, MemberSearch, RoleSearch } from './lib/search-params';
export { budgetUsage, fromCents, toCents } from './lib/budget';
export type { BudgetLevel, BudgetUsage } from './lib/budget';
