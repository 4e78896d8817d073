import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsentManager } from './ConsentManager';
import { expectNoAxeViolations, renderWithConsent, storedConsents } from './test-utils';

const service = 'google-tag-manager';
const MAP = 'map-tiles';
const dialog = () => screen.findByRole('dialog', { name: 'Cookie preferences' });

describe('Cookie preferences dialog', () => {
  beforeEach(() => localStorage.clear());

  it('opens from let me choose: modal, grouped switches, passes axe', async () => {
    // The page's own banner is there, as in the portal: the dialog must not add a second one.
    renderWithConsent(
      <>
        <header>Atlas Portal</header>
        <ConsentManager gtmContainerId={null} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Let me choose' }));
    const modal = await dialog();
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(within(modal).getByRole('group', { name: 'Functional' })).toBeInTheDocument();
    expect(within(modal).queryByRole('group', { name: 'Marketing' })).not.toBeInTheDocument();
    expect(within(modal).getByRole('switch', { name: 'Google Tag Manager' })).not.toBeChecked();
    expect(within(modal).getByRole('switch', { name: 'Enable or disable all services' })).not.toBeChecked();
    for (const name of ['Decline', 'Accept selected', 'Accept all']) {
      expect(within(modal).getByRole('button', { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations(document.body);
  });

  it('accept selected stores the switches as set', async () => {
    renderWithConsent(<ConsentManager gtmContainerId={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Let me choose' }));
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('switch', { name: 'Google Tag Manager' }));
    // One of two services on: the toggle-all switch is not on.
    expect(within(modal).getByRole('switch', { name: 'Enable or disable all services' })).not.toBeChecked();
    expect(within(modal).getByRole('switch', { name: 'Map (OpenStreetMap tiles)' })).not.toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(storedConsents()).toEqual({ [service]: true, [MAP]: false }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Cookies on this portal' })).not.toBeInTheDocument();
  });

  it('toggle-all switches every service; accept all stores them on', async () => {
    renderWithConsent(<ConsentManager gtmContainerId={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('switch', { name: 'Enable or disable all services' }));
    expect(within(modal).getByRole('switch', { name: 'Google Tag Manager' })).toBeChecked();
    expect(within(modal).getByRole('switch', { name: 'Map (OpenStreetMap tiles)' })).toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(storedConsents()).toEqual({ [service]: true, [MAP]: true }));
  });

  it('once a decision is stored, the dialog offers Save and starts from it', async () => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [service]: true })));
    const { controller } = renderWithConsent(<ConsentManager gtmContainerId={null} />);
    act(() => void controller.openPreferences());
    const modal = await dialog();
    const toggle = within(modal).getByRole('switch', { name: 'Google Tag Manager' });
    expect(toggle).toBeChecked();
    expect(within(modal).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedConsents()).toEqual({ [service]: false, [MAP]: false }));
  });

  it('Escape closes without deciding, returns focus and resolves openCookiePreferences', async () => {
    renderWithConsent(<ConsentManager gtmContainerId={null} />);
    const trigger = screen.getByRole('button', { name: 'Let me choose' });
    await userEvent.click(trigger);
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('switch', { name: 'Google Tag Manager' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(storedConsents()).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookies on this portal' })).toBeInTheDocument();
  });

  it('window.openCookiePreferences opens the dialog and settles after it closes', async () => {
    renderWithConsent(<ConsentManager gtmContainerId={null} />);
    let closed: Promise<void> | undefined;
    act(() => {
      closed = window.openCookiePreferences?.();
    });
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await expect(closed).resolves.toBeUndefined();
  });
});
