import { Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../test-utils';
import { SwitchCompanyMenu } from './SwitchCompanyMenu';
import { pageForOtherCompany } from './use-switch-company';

// The Company menu held open (jsdom has no layout: no hiding of a "detached" dropdown); what is tested is its Switch company part.
const companyMenu = (
  <Menu opened withinPortal={false} hideDetached={false}>
    <Menu.Target>
      <button type="button">Company</button>
    </Menu.Target>
    <Menu.Dropdown>
      <Menu.Item>Users</Menu.Item>
      <SwitchCompanyMenu />
    </Menu.Dropdown>
  </Menu>
);
const infra = { externalUuid: '5eed0000-0000-4000-8000-000000000002', name: 'Northwind Infra B.V.' };

describe('Switch company', () => {
  it('lists the companies of a user of several, and switching selects the other one on the same page', async () => {
    const { lifecycle, router } = await renderShell(companyMenu, { otherClients: [infra] });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Switch company' }));
    // The submenu's own dropdown is hidden by jsdom's missing layout (see above), hence `hidden`.
    const company = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
    expect(await company('Northwind Bouw B.V.')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(await company('Northwind Infra B.V.'));
    expect(lifecycle.getSnapshot().context.preferredClient).toEqual({ uuid: infra.externalUuid });
    expect(router.state.location.pathname).toBe('/order/contracts');
  });

  it('is not offered to a user of one company', async () => {
    const { lifecycle } = await renderShell(companyMenu);
    await screen.findByRole('menuitem', { name: 'Users' });
    // The list has arrived: the item is missing because there is one company, not because it is loading.
    await new Promise((r) => setTimeout(r, 50));
    expect(lifecycle.getSnapshot().context.corporateClient).not.toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Switch company' })).not.toBeInTheDocument();
  });
});

describe('pageForOtherCompany', () => {
  it('keeps the page, and turns a page of one record into its list', () => {
    expect(pageForOtherCompany('/order/documents', '/order/documents')).toBe('/order/documents');
    expect(pageForOtherCompany('/order/contracts/12', '/order/contracts/$contractId')).toBe('/order/contracts');
    expect(pageForOtherCompany('/asset/assets/7/edit', '/asset/assets/$assetId/edit')).toBe('/asset/assets');
  });
});
