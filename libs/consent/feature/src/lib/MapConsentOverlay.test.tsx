import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsentManager } from './ConsentManager';
import { MapConsentOverlay } from './MapConsentOverlay';
import { expectNoAxeViolations, renderWithConsent, storedConsents } from './test-utils';
import { useServiceConsent } from './use-service-consent';

const MAP = 'map-tiles';
const GTM = 'google-tag-manager';

/** Stands in for the map: says whether it would load tiles. */
function Tiles() {
  return <p>{useServiceConsent(MAP).enabled ? 'tiles on' : 'tiles off'}</p>;
}

describe('MapConsentOverlay', () => {
  beforeEach(() => localStorage.clear());

  it("names the map's own service, not the tag manager, and passes axe", async () => {
    renderWithConsent(
      <main>
        <MapConsentOverlay />
        <Tiles />
      </main>,
    );
    const notice = screen.getByRole('group', { name: 'Map (OpenStreetMap tiles)' });
    expect(notice).toHaveTextContent('The map images come from the OpenStreetMap tile servers.');
    // The sentence names where the images come from, not the service's switch label inside it.
    expect(notice).not.toHaveTextContent('come from Map (');
    expect(notice).not.toHaveTextContent('Google Tag Manager');
    expect(screen.getByText('tiles off')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('accept once turns the tiles on for now, stores nothing, and goes away', async () => {
    const { engine } = renderWithConsent(
      <>
        <MapConsentOverlay />
        <Tiles />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept once' }));
    expect(screen.getByText('tiles on')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await waitFor(() => expect(engine.calls).toEqual([`once:${MAP}`]));
    expect(storedConsents()).toBeNull();
  });

  it('Not now puts the notice aside without consenting, and Show map images brings it back', async () => {
    renderWithConsent(
      <>
        <MapConsentOverlay />
        <Tiles />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText('tiles off')).toBeInTheDocument();
    expect(storedConsents()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show map images' }));
    expect(screen.getByRole('group', { name: 'Map (OpenStreetMap tiles)' })).toBeInTheDocument();
  });

  it('accept always stores consent for map-tiles and leaves Google Tag Manager untouched', async () => {
    const { controller } = renderWithConsent(
      <>
        <MapConsentOverlay />
        <Tiles />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept always' }));
    expect(screen.getByText('tiles on')).toBeInTheDocument();
    await waitFor(() => expect(storedConsents()).toEqual({ [MAP]: true }));
    expect(controller.getSnapshot().enabled[GTM]).toBe(false);
  });

  it('the cookie preferences list both services, the map on after accept always', async () => {
    const { controller } = renderWithConsent(
      <>
        <MapConsentOverlay />
        <ConsentManager gtmContainerId={null} />
      </>,
    );
    await userEvent.click(within(screen.getByRole('group', { name: 'Map (OpenStreetMap tiles)' })).getByRole('button', { name: 'Accept always' }));
    await waitFor(() => expect(storedConsents()).toEqual({ [MAP]: true }));
    // The first-visit notice is gone: a decision is stored.
    expect(screen.queryByRole('region', { name: 'Cookies on this portal' })).not.toBeInTheDocument();
    act(() => void controller.openPreferences());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(within(dialog).getByRole('switch', { name: 'Map (OpenStreetMap tiles)' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Google Tag Manager' })).not.toBeChecked();
  });
});
