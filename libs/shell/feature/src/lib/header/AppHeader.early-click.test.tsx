import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { renderShell } from '../test-utils';
import { AppHeader } from './AppHeader';

// The menus' chunk arrives only when the test says so, as on a slow network right after sign-in.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./HeaderActions', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const company = 'Company: Northwind Bouw B.V.';

describe('AppHeader before its menus have loaded', () => {
  it('shows the real triggers’ names, and a click on Company opens the Company menu once the code is there', async () => {
    const { container } = await renderShell(<AppHeader onCookieSettings={vi.fn()} onLogout={vi.fn()} />);
    const placeholder = await screen.findByRole('button', { name: company });
    expect(placeholder).toHaveAttribute('title', 'Northwind Bouw B.V.');
    for (const name of ['Help', 'Profile', 'Open navigation']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/order/orders/add');
    await expectNoAxeViolations(container);

    await userEvent.click(placeholder);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    chunk.arrive();
    // Generous: in a test run the chunk's modules are first compiled on this import.
    expect(await screen.findByRole('menuitem', { name: 'Users' }, { timeout: 5000 })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: company });
    expect(trigger).not.toBe(placeholder);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The real trigger took focus before the menu opened, as a keyboard open does (in a browser the
    // menu's focus trap then moves it into the menu; without a layout, jsdom leaves it here).
    expect(trigger).toHaveFocus();
    // Opened once: the next click closes it as usual, and nothing opens it again by itself.
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
  });
});
