export { CompanyHeading } from './lib/CompanyHeading';
