import { CompanyPage } from '@portal/company-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/company/users')({ component: () => <CompanyPage section="users" /> });
