import { CompanyPage } from '@portal/company-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/company/roles')({ component: () => <CompanyPage section="roles" /> });
