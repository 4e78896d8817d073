import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test-utils';
import { AppHeader } from './AppHeader';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';

const header = <AppHeader onCookieSettings={vi.fn()} onLogout={vi.fn()} />;
// A click may land on a placeholder: the menu opens once the menus' chunk has loaded (slow in a busy run).
const chunkWait = { timeout: 5000 };
const tabNames = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((l) => l.textContent);

describe('AppHeader', () => {
  it('shows a tab per active module, Documents always, Overview active on /order/contracts', async () => {
    await renderShell(header, { modules: ['order', 'asset'] });
    expect(await screen.findByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(tabNames()).toEqual(['Overview', 'Documents', 'Assets']);
  });

  it('offers Roles only with MANAGE_ROLES_AND_USERS', async () => {
    await renderShell(header, { rights: ['MANAGE_ROLES_AND_USERS'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Company: Northwind Bouw B.V.' }));
    expect(await screen.findByRole('menuitem', { name: 'Roles' }, chunkWait)).toBeInTheDocument();
  });

  it('hides Roles without the right', async () => {
    await renderShell(header, { rights: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Company: Northwind Bouw B.V.' }));
    await screen.findByRole('menuitem', { name: 'Users' }, chunkWait);
    expect(screen.queryByRole('menuitem', { name: 'Roles' })).not.toBeInTheDocument();
  });

  it.each([
    [{ possible: true, disabled: false }, 'link'],
    [{ possible: true, disabled: true }, 'disabled'],
    [{ possible: false, disabled: false }, 'absent'],
  ] as const)('New order follows the order capability %j', async (order, expected) => {
    await renderShell(header, { order });
    await screen.findByRole('button', { name: 'Help' });
    if (expected === 'link') expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/order/orders/add');
    if (expected === 'disabled') expect(screen.getByRole('button', { name: 'New order' })).toBeDisabled();
    if (expected === 'absent') expect(screen.queryByText('New order')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = await renderShell(header);
    await screen.findByRole('button', { name: 'Help' });
    await expectNoAxeViolations(container);
  });
});
