import { ProfilePage } from '@portal/profile-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/profile')({ component: ProfilePage });
