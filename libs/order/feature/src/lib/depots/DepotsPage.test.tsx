import { depotsResponse, testSession } from '@portal/order-data-access/testing';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DepotsMapProps } from './depots-map';
import { DepotsPage } from './DepotsPage';

const server = setupServer(http.get(`${testConfig.apiUrlOverview}/depots`, () => HttpResponse.json(depotsResponse)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  delete (navigator as { geolocation?: unknown }).geolocation;
});
afterAll(() => server.close());

/** The map as marker buttons (the pressed one is selected): Leaflet never loads in jsdom. */
function FakeMap({ points, selectedId, onSelect, ariaLabel }: DepotsMapProps) {
  return (
    <div role="group" aria-label={ariaLabel}>
      {points.map((p) => (
        <button key={p.id} type="button" aria-pressed={p.id === selectedId} onClick={() => onSelect?.(p.id)}>{`Marker ${p.label} (${p.detail})`}</button>
      ))}
    </div>
  );
}

/** Only Date is faked: the queries and Testing Library keep their real timers. */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

async function renderPage() {
  const view = renderWithUi(withApp(<DepotsPage session={testSession} renderMap={(props) => <FakeMap {...props} />} />).element);
  await screen.findByRole('heading', { level: 2, name: 'Atlas Rental Amsterdam' }, { timeout: 5000 });
  return view;
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

function mockGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => answer(success, failure!));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}
const inTheHague = (success: PositionCallback) => success({ coords: { latitude: 52.07, longitude: 4.3 } } as GeolocationPosition);

describe('DepotsPage', () => {
  it('shows each depot as a card with its address, phone, email and a route link, and the map with one point per depot', async () => {
    at('2026-01-07T10:00:00Z');
    const { container } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Atlas Rental Amsterdam', 'Atlas Rental Rotterdam']);
    const amsterdam = within(card('Atlas Rental Amsterdam'));
    expect(amsterdam.getByText('Industrieweg 10')).toBeInTheDocument();
    expect(amsterdam.getByText('1043 AB Amsterdam')).toBeInTheDocument();
    expect(amsterdam.getByRole('link', { name: '+31 20 555 0110' })).toHaveAttribute('href', 'tel:+31205550110');
    expect(amsterdam.getByRole('link', { name: 'amsterdam@atlas-rental.nl' })).toHaveAttribute('href', 'mailto:amsterdam@atlas-rental.nl');
    const route = amsterdam.getByRole('link', { name: 'Route to Atlas Rental Amsterdam' });
    expect(route).toHaveTextContent('Route');
    expect(route).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=52.387,4.838');
    expect(route).toHaveAttribute('target', '_blank');
    expect(route).toHaveAttribute('rel', 'noopener noreferrer');
    const map = within(screen.getByRole('group', { name: 'Map of our depots' }));
    expect(map.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Marker Atlas Rental Amsterdam (Industrieweg 10, Amsterdam)',
      'Marker Atlas Rental Rotterdam (Industrieweg 17, Rotterdam)',
    ]);
    await expectNoAxeViolations(container);
  });

  it('lists the week with weekday names and times, "Closed" on days without hours', async () => {
    at('2026-01-07T10:00:00Z');
    await renderPage();
    const rows = within(within(card('Atlas Rental Amsterdam')).getByRole('table', { name: 'Opening hours' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      'Monday7:00 AM – 5:00 PM',
      'Tuesday7:00 AM – 5:00 PM',
      'Wednesday7:00 AM – 5:00 PM',
      'Thursday7:00 AM – 5:00 PM',
      'Friday7:00 AM – 4:00 PM',
      'Saturday8:00 AM – 12:00 PM',
      'SundayClosed',
    ]);
  });

  it("writes the week in the user's language format", async () => {
    at('2026-01-07T10:00:00Z');
    renderWithUi(withApp(<DepotsPage session={testSession} renderMap={(props) => <FakeMap {...props} />} />).element, { locale: 'de' });
    const [table] = await screen.findAllByRole('table', { name: 'Opening hours' }, { timeout: 5000 });
    expect(within(table!).getAllByRole('row')[0]).toHaveTextContent('Montag07:00 – 17:00');
  });

  it("marks today's row by the weekday at the depots, not the one of the browser", async () => {
    // Friday 23:30 in UTC is already Saturday 00:30 in Amsterdam: both depots are closed.
    at('2026-01-09T23:30:00Z');
    await renderPage();
    for (const name of ['Atlas Rental Amsterdam', 'Atlas Rental Rotterdam']) {
      const today = within(card(name)).getByRole('row', { current: 'date' });
      expect(today).toHaveTextContent(/^Saturday/);
      expect(within(card(name)).getAllByRole('row').filter((r) => r.getAttribute('aria-current'))).toHaveLength(1);
      expect(within(card(name)).getByText('Closed now')).toBeInTheDocument();
    }
  });

  it('says which depot is open now in its own time zone', async () => {
    // Saturday 08:30 in Amsterdam: Amsterdam opens at 8 on Saturdays, Rotterdam not at all.
    at('2026-01-10T07:30:00Z');
    await renderPage();
    expect(within(card('Atlas Rental Amsterdam')).getByText('Open now')).toBeInTheDocument();
    expect(within(card('Atlas Rental Rotterdam')).getByText('Closed now')).toBeInTheDocument();
  });

  it('highlights the card of a clicked marker, and the marker of a card shown on the map', async () => {
    at('2026-01-07T10:00:00Z');
    await renderPage();
    const map = within(screen.getByRole('group', { name: 'Map of our depots' }));
    await userEvent.click(within(card('Atlas Rental Rotterdam')).getByRole('button', { name: 'Show on map' }));
    expect(map.getByRole('button', { name: /Marker Atlas Rental Rotterdam/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card('Atlas Rental Rotterdam')).getByRole('button', { name: 'Show on map' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(map.getByRole('button', { name: /Marker Atlas Rental Amsterdam/ }));
    expect(within(card('Atlas Rental Amsterdam')).getByRole('button', { name: 'Show on map' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Atlas Rental Amsterdam').querySelector('[data-selected]')).not.toBeNull();
    expect(within(card('Atlas Rental Rotterdam')).getByRole('button', { name: 'Show on map' })).toHaveAttribute('aria-pressed', 'false');
    expect(card('Atlas Rental Rotterdam').querySelector('[data-selected]')).toBeNull();
  });

  it('asks for the position only on "Nearest depot first", then orders the cards by distance and shows it', async () => {
    at('2026-01-07T10:00:00Z');
    const ask = mockGeolocation(inTheHague);
    const { container } = await renderPage();
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Nearest depot first' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(cardNames()).toEqual(['Atlas Rental Rotterdam', 'Atlas Rental Amsterdam']);
    expect(within(card('Atlas Rental Rotterdam')).getByText('22 km away')).toBeInTheDocument();
    expect(within(card('Atlas Rental Amsterdam')).getByText('51 km away')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by distance from your location.');
    await expectNoAxeViolations(container);
  });

  it('shows the button loading while the browser looks for the position', async () => {
    at('2026-01-07T10:00:00Z');
    let answer: PositionCallback = () => undefined;
    mockGeolocation((success) => (answer = success));
    await renderPage();
    const button = screen.getByRole('button', { name: 'Nearest depot first' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('data-loading');
    act(() => inTheHague(answer));
    expect(button).not.toHaveAttribute('data-loading');
    expect(cardNames()[0]).toBe('Atlas Rental Rotterdam');
  });

  it.each([
    [1, /did not allow this site to use your location/],
    [2, /location could not be determined/],
    [3, /took too long/],
  ])('explains a refusal (code %i) and keeps the order', async (code, message) => {
    at('2026-01-07T10:00:00Z');
    mockGeolocation((_, failure) => failure({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError));
    const { container } = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Nearest depot first' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(cardNames()).toEqual(['Atlas Rental Amsterdam', 'Atlas Rental Rotterdam']);
    expect(screen.queryByText(/km away/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps the distance order when a later attempt fails', async () => {
    at('2026-01-07T10:00:00Z');
    let calls = 0;
    mockGeolocation((success, failure) => (++calls === 1 ? inTheHague(success) : failure({ code: 3 } as GeolocationPositionError)));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Nearest depot first' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nearest depot first' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/took too long/);
    expect(cardNames()).toEqual(['Atlas Rental Rotterdam', 'Atlas Rental Amsterdam']);
  });

  it('disables the button with an explanation in a browser without geolocation', async () => {
    at('2026-01-07T10:00:00Z');
    const { container } = await renderPage();
    const button = screen.getByRole('button', { name: 'Nearest depot first' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Your browser cannot share your location, so the depots cannot be sorted by distance.');
    await expectNoAxeViolations(container);
  });

  it('puts the list and the map side by side from 900 px', async () => {
    at('2026-01-07T10:00:00Z');
    const restore = setViewportWidth(1280);
    try {
      await renderPage();
      const map = screen.getByRole('group', { name: 'Map of our depots' });
      const list = screen.getAllByRole('list')[0]!;
      // Side by side the list comes first (left), on a phone the map is on top of the list.
      expect(list.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      restore();
    }
  });
});
