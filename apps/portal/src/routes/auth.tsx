import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The authentication area (spec §2): login, forgot and reset password, no-rights. */
export const Route = createFileRoute('/auth')({ component: Outlet });
