export { LoginPage } from './lib/LoginPage';
export { ForgotPasswordPage } from './lib/ForgotPasswordPage';
export { ResetPasswordPage } from './lib/ResetPasswordPage';
export { NoRightsPage } from './lib/NoRightsPage';
export { AuthLayout } from './lib/AuthLayout';
