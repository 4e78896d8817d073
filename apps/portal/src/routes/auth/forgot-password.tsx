import { ForgotPasswordPage } from '@portal/auth-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/auth/forgot-password')({ component: ForgotPasswordPage });
