import { setupI18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@portal/shared-ui';
import { ConsentManager } from './ConsentManager';
import { expectNoAxeViolations, renderWithConsent, storedConsents } from './test-utils';

const service = 'google-tag-manager';
const notice = () => screen.queryByRole('region', { name: 'Cookies on this portal' });

describe('ConsentManager', () => {
  beforeEach(() => localStorage.clear());

  it('shows the notice on a first visit, with its buttons, and passes axe', async () => {
    renderWithConsent(<ConsentManager gtmContainerId={null} />);
    const region = notice();
    expect(region).toBeInTheDocument();
    for (const name of ['Accept all cookies', 'Decline', 'Let me choose', 'Cookie preferences']) {
      expect(within(region as HTMLElement).getByRole('button', { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations(document.body);
  });

  it('does not show the notice when a decision is stored', () => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [service]: false })));
    renderWithConsent(<ConsentManager gtmContainerId={null} />);
    expect(notice()).not.toBeInTheDocument();
  });

  it('accept all cookies stores every service on and hides the notice', async () => {
    renderWithConsent(<ConsentManager gtmContainerId={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(notice()).not.toBeInTheDocument();
    await waitFor(() => expect(storedConsents()).toEqual({ [service]: true, 'map-tiles': true }));
  });

  it('decline stores every service off', async () => {
    renderWithConsent(<ConsentManager gtmContainerId={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(storedConsents()).toEqual({ [service]: false, 'map-tiles': false }));
    expect(notice()).not.toBeInTheDocument();
  });

  it('registers window.openCookiePreferences while mounted', async () => {
    const { unmount } = renderWithConsent(<ConsentManager gtmContainerId={null} />);
    expect(typeof window.openCookiePreferences).toBe('function');
    unmount();
    expect(window.openCookiePreferences).toBeUndefined();
  });
});

describe('ConsentManager in German', () => {
  beforeEach(() => localStorage.clear());

  it('shows the notice in the active language', async () => {
    const { loadMessages } = await import('@portal/shared-util-i18n');
    const i18n = setupI18n({ locale: 'de', messages: { de: await loadMessages('de') } });
    renderWithConsent(<ConsentManager gtmContainerId={null} />, { i18n });
    const region = screen.getByRole('region', { name: 'Cookies auf diesem Portal' });
    expect(within(region).getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });
});

describe('ConsentManager with a language switch (signed-out visitors, issue 13)', () => {
  beforeEach(() => localStorage.clear());

  it('switches the notice itself to the chosen language and remembers it', async () => {
    const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
    renderWithConsent(<ConsentManager gtmContainerId={null} languageSwitch={<LanguageSwitch />} />, { i18n });
    const region = screen.getByRole('region', { name: 'Cookies on this portal' });
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Language' }), 'de');
    const german = await screen.findByRole('region', { name: 'Cookies auf diesem Portal' });
    expect(within(german).getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeInTheDocument();
    expect(within(german).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(localStorage.getItem('portal.locale')).toBe('de');
  });
});
