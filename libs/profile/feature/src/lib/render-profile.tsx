// Renders the profile page as the route does, with the language and the query cache, for tests.
import { withApp } from '@portal/shared-data-access-http/testing';
import { renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from './ProfilePage';

// The first render waits for its queries: on a busy machine that can take more than a second.
export const firstLoad = { timeout: 5000 };

/** The page, loaded (its first heading shown), and a user who types without delays. */
export async function renderProfilePage() {
  const app = withApp(<ProfilePage />);
  const view = renderWithUi(app.element);
  await screen.findByRole('textbox', { name: /^First name/ }, firstLoad);
  return { ...view, ...app, user: userEvent.setup({ delay: null }) };
}
